// Who acts, when the recording page's "Who acts" is left on "the side to move": read from the law
// engine's state after the act before it (the service's `turn`, docs/service.md), never from the
// page's own idea of the game. The page resolves it when it sends the act, once every act before
// it has been recorded, so a tap made while others wait is given the side the engine says.

export const other = (side) => (side === 'white' ? 'black' : 'white');

/**
 * The side whose turn it is at the board: the one whose man is in the hand; else, after a
 * transfer the code does not count as a turn (an illegal move still on the board, 1897 II.6(b)),
 * his opponent; else the side to move in the engine's position.
 */
export function boardTurn(turn) {
  if (turn.hand) return turn.hand;
  if (turn.lastMover && turn.lastMover === turn.toMove) return other(turn.lastMover);
  return turn.toMove;
}

/**
 * The side an act belongs to. `turn` is the engine's after the act before (`toMove`, `running`,
 * `lastMover`, `hand`), `seen` what the acts recorded so far said: `mover`, whose act at the
 * board was recorded last; `offender`, whom the last ruling or notice went against; `toucher`, who
 * touched a man last; `offer`, who offered a draw. A press belongs to the player whose move it
 * ends: the one whose act at the board was recorded last (an illegal move the code does not count
 * as a turn included), else, on a tablet that recorded none, whose clock runs (FIDE 6.2.1).
 */
export function whoActs(fields, turn, seen = {}) {
  switch (fields.act) {
    case 'press': return seen.mover || turn.running || turn.lastMover || other(turn.toMove);
    case 'claim':
      if (fields.claim === 'illegal-move') return other(turn.toMove);
      if (fields.claim === 'touch-move') return other(seen.toucher || boardTurn(turn));
      if (fields.claim === 'time') return other(turn.running || boardTurn(turn));
      return boardTurn(turn);
    case 'exact': case 'waive': case 'require': return other(seen.offender || boardTurn(turn));
    case 'refuse': return seen.offender || boardTurn(turn);
    case 'offer-draw': return turn.running || turn.lastMover || boardTurn(turn);
    case 'accept-draw': return seen.offer ? other(seen.offer) : boardTurn(turn);
    default: return boardTurn(turn);
  }
}

// The recording page's board: the engine's position with the moves still waiting to be sent
// played on it, so a tablet that is offline shows the men where they were moved. Only where the
// men stand; what the moves mean is the engine's, once they are recorded.

import { menOf } from './board.js';

const FILES = 'abcdefgh';

export { menOf };

/** Whether `from` to `to` takes a Pawn to its last rank, so that the page asks which piece. */
export function promotes(men, from, to) {
  const man = men.get(from);
  return (man === 'P' && to[1] === '8') || (man === 'p' && to[1] === '1');
}

/** The men after a move made at the board: castling moves the Rook too, en passant takes the Pawn passed. */
export function played(men, move) {
  const out = new Map(men);
  const man = out.get(move.from);
  if (!man) return out;
  out.delete(move.from);
  const df = FILES.indexOf(move.to[0]) - FILES.indexOf(move.from[0]);
  if ('Kk'.includes(man) && Math.abs(df) === 2) {
    const rank = move.from[1];
    const rook = df > 0 ? 'h' + rank : 'a' + rank;
    const lands = (df > 0 ? 'f' : 'd') + rank;
    if (out.has(rook)) {
      out.set(lands, out.get(rook));
      out.delete(rook);
    }
  }
  if ('Pp'.includes(man) && df !== 0 && !out.has(move.to)) out.delete(move.to[0] + move.from[1]);
  const white = man === man.toUpperCase();
  out.set(move.to, move.promote ? (white ? move.promote.toUpperCase() : move.promote.toLowerCase()) : man);
  return out;
}

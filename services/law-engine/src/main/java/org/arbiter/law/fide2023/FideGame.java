package org.arbiter.law.fide2023;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Clocks;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Result;

/**
 * Everything the FIDE Laws need to know about a game at one instant, every part an immutable
 * value. Parts that may be absent are null: {@code breach}, {@code irregularity},
 * {@code writtenMove}, {@code drawOffer} and {@code terminationArticle} while there is none.
 *
 * @param board the men as they stand, the side to move being the player who has the move
 * @param turnStart the position when the player on move got the move: the position 7.5.1 reinstates
 * @param touchedMen the men the player on move has deliberately touched in this turn, in order (4.3)
 * @param hands what the hands hold (4.6, 4.7, 7.5.4)
 * @param moved whether the player whose clock runs has made his move and may now press (6.2)
 * @param illegalMoves how many illegal moves each side has been penalised for (7.5.5), White first
 * @param displaced men knocked off their squares and not yet put back, with who displaced them (7.4)
 * @param writtenMove the move a player declared with a claim that failed, which he must now play (9.5.3)
 */
record FideGame(Settings settings, Position board, Position turnStart, Line line, List<Square> touchedMen, HeldMen hands,
                boolean moved, FideClock clock, Breach breach, Irregularity irregularity, List<Integer> illegalMoves,
                Map<Square, Displaced> displaced, Move writtenMove, Color drawOffer, Result result,
                String terminationArticle) implements GameState {

    /** A man knocked from {@code square} by {@code by}, now standing on {@code on} (null when off the board). */
    record Displaced(Piece man, Color by, Square on) {
    }

    FideGame {
        Objects.requireNonNull(board, "board");
        touchedMen = List.copyOf(touchedMen);
        illegalMoves = List.copyOf(illegalMoves);
        displaced = Map.copyOf(displaced);
        Objects.requireNonNull(result, "result");
    }

    static FideGame start(Settings settings, Position start) {
        return new FideGame(settings, start, start, Line.start(start), List.of(), HeldMen.FREE, false,
                FideClock.start(settings), null, null, List.of(0, 0), Map.of(), null, null, Result.IN_PLAY, null);
    }

    Color turn() {
        return board.sideToMove();
    }

    /** The time {@code player} has left on his clock as of the last act. */
    Duration left(Color player) {
        return clock.left(player, clock.since());
    }

    int illegalMovesOf(Color player) {
        return illegalMoves.get(player.ordinal());
    }

    @Override
    public Optional<String> termination() {
        return Optional.ofNullable(terminationArticle);
    }

    /** The men as they physically stand: a displaced man is off its square until it is put back (7.4). */
    @Override
    public String position() {
        return physical(board, displaced).placementAndSide();
    }

    @Override
    public String fen() {
        return physical(board, displaced).fen();
    }

    static Position physical(Position board, Map<Square, Displaced> displaced) {
        Position p = board;
        for (Map.Entry<Square, Displaced> e : displaced.entrySet()) {
            p = FideMen.without(p, e.getKey());
            if (e.getValue().on() != null && p.pieceAt(e.getValue().on()).isEmpty()) {
                p = FideMen.with(p, e.getValue().on(), e.getValue().man());
            }
        }
        return p;
    }

    @Override
    public MoveRecord record() {
        return line.record();
    }

    /**
     * The time each player has used and, under a time control, has left; the elapsed time is empty
     * until an act is stamped later than the start.
     */
    @Override
    public Clocks clocks() {
        Duration since = clock.since();
        boolean timed = settings.control().isPresent();
        return new Clocks(clock.used(Color.WHITE, since), clock.used(Color.BLACK, since),
                since.isZero() ? Optional.empty() : Optional.of(since),
                result.ended() ? Optional.empty() : Optional.of(clock.running()),
                timed ? Optional.of(clock.left(Color.WHITE, since)) : Optional.empty(),
                timed ? Optional.of(clock.left(Color.BLACK, since)) : Optional.empty());
    }

    @Override
    public Map<String, String> touched() {
        Map<String, String> out = new TreeMap<>();
        touchedMen.forEach(s -> out.put(s.algebraic(), turn().label()));
        return out;
    }

    @Override
    public Optional<GameState.Hand> hand() {
        if (!hands.held().isEmpty()) {
            HeldMen.Held h = hands.held().get(0);
            return Optional.of(new GameState.Hand(String.valueOf(h.man().fenChar()), h.from().algebraic(), null));
        }
        return hands.resting().stream().findFirst().map(on -> new GameState.Hand(
                board.pieceAt(on).map(p -> String.valueOf(p.fenChar())).orElse(""), null, on.algebraic()));
    }
}

package org.arbiter.law.fide2023;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Clocks;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Result;

/**
 * Everything the FIDE Laws need to know about a game at one instant: a few immutable parts, one
 * for each concern, each changed only by the articles that own it ({@link Chessmen}: Articles 4 and
 * 7.4; {@link TouchMove}: Article 4; {@link FideClock}: Article 6; {@link Irregularities}: Article 7
 * and Appendix A; {@link Draws}: Articles 5 and 9; {@link Line}: the record of moves).
 * {@code terminationArticle} is null while the game goes on.
 */
record FideGame(Settings settings, Chessmen men, TouchMove touch, FideClock clock, Irregularities irregular,
                Draws draws, Line line, Result result, String terminationArticle) implements GameState {

    /** A man knocked from {@code square} by {@code by}, now standing on {@code on} (null when off the board). */
    record Displaced(Piece man, Color by, Square on) {
    }

    FideGame {
        Objects.requireNonNull(men, "men");
        Objects.requireNonNull(result, "result");
    }

    static FideGame start(Settings settings, Position start) {
        // 6.5 starts White's clock; from a set position the clock of the player to move is the one that runs.
        return new FideGame(settings, Chessmen.start(start), TouchMove.NONE,
                FideClock.start(settings).running(start.sideToMove(), Duration.ZERO),
                Irregularities.NONE, Draws.NONE, Line.start(start), Result.IN_PLAY, null);
    }

    Position board() {
        return men.board();
    }

    List<Square> touchedMen() {
        return touch.touched();
    }

    Color turn() {
        return board().sideToMove();
    }

    /** The time {@code player} has left on his clock as of the last act. */
    Duration left(Color player) {
        return clock.left(player, clock.since());
    }

    int illegalMovesOf(Color player) {
        return irregular.of(player);
    }

    @Override
    public Optional<String> termination() {
        return Optional.ofNullable(terminationArticle);
    }

    /** The men as they physically stand: a displaced man is off its square until it is put back (7.4). */
    @Override
    public String position() {
        return physical(men.board(), men.displaced()).placementAndSide();
    }

    @Override
    public String fen() {
        return physical(men.board(), men.displaced()).fen();
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
        touch.touched().forEach(s -> out.put(s.algebraic(), turn().label()));
        return out;
    }

    @Override
    public Optional<GameState.Hand> hand() {
        HeldMen hands = men.hands();
        if (!hands.held().isEmpty()) {
            HeldMen.Held h = hands.held().get(0);
            return Optional.of(new GameState.Hand(String.valueOf(h.man().fenChar()), h.from().algebraic(), null));
        }
        return hands.resting().stream().findFirst().map(on -> new GameState.Hand(
                men.board().pieceAt(on).map(p -> String.valueOf(p.fenChar())).orElse(""), null, on.algebraic()));
    }
}

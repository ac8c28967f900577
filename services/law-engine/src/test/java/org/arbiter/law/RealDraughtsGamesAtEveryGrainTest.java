package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Stream;
import org.arbiter.draughts.DraughtsMove;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Side;
import org.arbiter.draughts.pdn.PdnEntry;
import org.arbiter.draughts.pdn.PdnGame;
import org.arbiter.draughts.pdn.PdnMove;
import org.arbiter.draughts.pdn.PdnReader;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Issue 43, "an honest game is never penalised", for draughts: real games of English draughts,
 * each written as the acts at the board at every grain the contract has for draughts, replayed
 * under {@code household-draughts}, the one draughts code. No act an honest player makes is
 * refused, nothing is ruled but the game's own end (the side to move left without a move, or the
 * players' resignation or agreed draw that the record's result gives), nothing is noticed but acts
 * the code is silent on, and the men stand at the end as the game's record leaves them.
 *
 * <p>The contract has no act for crowning (its {@code promote} names chess pieces only), so a man
 * is crowned by the move that reaches the far row, at every grain; and it has no time control for
 * draughts (the code refuses the header's {@code timeControl}), so the clock's grains are no presses
 * and presses, each act at ten seconds a move (law vi allows ten minutes). Every game is written at
 * every grain: the games are short enough for the whole to run in a few seconds.
 */
class RealDraughtsGamesAtEveryGrainTest {
    static final String CODE = "household-draughts";

    /**
     * How a move is written: a whole {@code move} with every landing square; a whole {@code move}
     * by its {@code from} and {@code to} squares alone, as a board that saw only the result writes
     * it (every landing square where two captures share both ends); by the hand, the man shown on
     * each landing square of a series and each man it jumps taken off while the man is held; by
     * the hand set down on the last square only, the men jumped taken off after it is let go; and
     * with the men jumped taken off first, and every seventh move followed by the mover lifting the
     * man he moved in his opponent's turn and putting it back on its square.
     */
    enum Shape { WHOLE, SQUARES, HAND, LAST_SQUARE, CAPTURED_FIRST }

    /** What the clock shows: nothing, or a press after each move (household-draughts has no law on it). */
    enum Clock { NONE, PRESS }

    record Grain(Shape shape, Clock clock) {
        @Override
        public String toString() {
            return shape + "/" + clock;
        }
    }

    static final int MOVE_SECONDS = 10;

    /**
     * The files of games under {@code /games/}, each with its source in SOURCES.md: the real games,
     * then two lines of play written for the test, with what no real game here has: a man crowned by
     * a single capture, a side left with no man, and a King's series whose first and last squares
     * lie a single jump apart.
     */
    static final List<String> FILES = List.of("draughts-real-games.pdn", "draughts-lines.pdn");

    @TestFactory
    Stream<DynamicTest> everyRealDraughtsGameAtEveryGrainEndsOnlyAsTheGameDid() {
        List<PdnGame> games = games();
        assertThat(games(List.of(FILES.get(0)))).as("real draughts games").hasSizeGreaterThanOrEqualTo(80);
        List<DynamicTest> tests = new ArrayList<>();
        for (Shape shape : Shape.values()) {
            for (Clock clock : Clock.values()) {
                Grain grain = new Grain(shape, clock);
                tests.add(DynamicTest.dynamicTest(CODE + " " + grain, () -> {
                    List<String> faults = new ArrayList<>();
                    for (PdnGame game : games) {
                        try {
                            check(game, grain);
                        } catch (AssertionError e) {
                            faults.add(e.getMessage());
                        }
                    }
                    assertThat(faults).as(CODE + " " + grain).isEmpty();
                }));
            }
        }
        return tests.stream();
    }

    /** The grains are only as good as the moves the games hold: every kind a hand makes differently is among them. */
    @Test
    void theGamesHoldEveryKindOfMoveTheHandMakesDifferently() {
        java.util.Map<String, Integer> kinds = new java.util.TreeMap<>();
        java.util.Map<String, Integer> ends = new java.util.TreeMap<>();
        for (PdnGame game : games()) {
            DraughtsPosition p = game.startPosition();
            for (PdnMove pm : game.moves()) {
                DraughtsMove m = pm.move();
                boolean king = p.pieceAt(m.from()).orElseThrow().isKing();
                DraughtsPosition after = p.play(m);
                boolean crowned = !king && after.pieceAt(m.to()).orElseThrow().isKing();
                String kind = m.captured().size() > 1 ? "series" : m.isCapture() ? "capture" : "step";
                kinds.merge(kind + (king ? " by a King" : "") + (crowned ? ", crowned" : ""), 1, Integer::sum);
                p = after;
            }
            ends.merge(!p.hasLegalMoves() ? "no move left" : game.result(), 1, Integer::sum);
        }
        assertThat(kinds).containsKeys("step", "capture", "series", "step by a King", "capture by a King",
                "step, crowned", "capture, crowned");
        assertThat(ends).as("the games' ends").containsKeys("no move left", "0-1", "2-0", "1-1", "*");
    }

    /** The games of every file, in the order of {@link #FILES}; a game the reader refuses fails here. */
    static List<PdnGame> games() {
        return games(FILES);
    }

    static List<PdnGame> games(List<String> files) {
        List<PdnGame> games = new ArrayList<>();
        for (String file : files) {
            var in = Objects.requireNonNull(RealDraughtsGamesAtEveryGrainTest.class.getResourceAsStream("/games/" + file));
            PdnReader reader = new PdnReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            while (reader.hasNext()) {
                PdnEntry e = reader.next();
                assertThat(e.error()).as("game %d of %s", e.number(), file).isEmpty();
                games.add(e.game());
            }
        }
        return games;
    }

    private static void check(PdnGame game, Grain grain) {
        Written w = write(game, grain);
        String name = game.tags().getOrDefault("Black", "?") + " - " + game.tags().getOrDefault("White", "?") + " ("
                + game.tags().getOrDefault("Event", "?") + ") at " + grain;
        ReplayResult r;
        try {
            r = Replay.run(ContestedSequence.parse(w.text()));
        } catch (SequenceError | ActionRejected e) {
            throw new AssertionError(name + ": an honest act was refused: " + e.getMessage(), e);
        }
        assertThat(r.rulings().stream().filter(x -> x.seq() < w.endFrom()).toList())
                .as(name + ": rulings before the game's own end (act %d)", w.endFrom()).isEmpty();
        assertThat(r.notices().stream().filter(x -> !x.law().equals(Ruling.SILENT)).toList())
                .as(name + ": notices of a law on an honest act").isEmpty();
        assertThat(r.result().text()).as(name + ": result").isEqualTo(result(game));
        assertThat(r.position()).as(name + ": the men at the end").isEqualTo(game.finalPosition().fen());
    }

    /** The record's result as the replay writes it. */
    static String result(PdnGame game) {
        return switch (game.result()) {
            case "2-0", "1-0" -> "1-0";
            case "0-2", "0-1" -> "0-1";
            case "1-1" -> "1/2-1/2";
            default -> "*";
        };
    }

    /** A sequence and the number of the first act of the game's end: its last move's, or the resignation's or draw offer's. */
    record Written(String text, int endFrom) {
    }

    /** The game as honest players make it at the board, at {@code grain}. */
    static Written write(PdnGame game, Grain grain) {
        DraughtsPosition start = game.startPosition();
        Sequence out = new Sequence();
        String startField = start.equals(DraughtsPosition.initial()) ? "initial" : start.fen();
        out.line("{\"header\":{\"game\":\"draughts\",\"code\":\"" + CODE + "\",\"start\":\"" + startField + "\"}}");
        DraughtsPosition p = start;
        int ply = 0;
        int endFrom = 0;
        List<PdnMove> moves = game.moves();
        for (PdnMove pm : moves) {
            DraughtsMove m = pm.move();
            Side by = p.sideToMove();
            DraughtsPosition after = p.play(m);
            endFrom = out.count + 1;
            ply++;
            int at = ply * MOVE_SECONDS;
            writeMove(out, p, m, by, grain.shape(), at);
            boolean lastMove = ply == moves.size();
            String result = result(game);
            if (lastMove && result.equals("1/2-1/2") && after.hasLegalMoves()) {
                endFrom = out.count + 1;
                out.act("offer-draw", by, "", at);
            }
            if (grain.clock() == Clock.PRESS && after.hasLegalMoves()) {
                out.act("press", by, "", at);
            }
            if (grain.shape() == Shape.CAPTURED_FIRST && ply % 7 == 0 && !lastMove) {
                hand(out, by, List.of(m.to(), m.to()), at); // the man just moved, lifted in the opponent's turn and put back
            }
            p = after;
        }
        if (p.hasLegalMoves()) {
            int at = (ply + 1) * MOVE_SECONDS;
            switch (result(game)) {
                case "1-0", "0-1" -> {
                    endFrom = out.count + 1;
                    out.act("resign", result(game).equals("1-0") ? Side.BLACK : Side.WHITE, "", at);
                }
                case "1/2-1/2" -> out.act("accept-draw", p.sideToMove(), "", at);
                default -> {
                }
            }
        }
        return new Written(out.text.toString(), endFrom);
    }

    private static void writeMove(Sequence out, DraughtsPosition p, DraughtsMove m, Side by, Shape shape, int at) {
        switch (shape) {
            case WHOLE -> out.act("move", by, "\"move\":\"" + m.notation() + "\"", at);
            case SQUARES -> {
                boolean shared = p.legalMoves().stream().anyMatch(o -> !o.equals(m) && o.from() == m.from()
                        && o.to() == m.to() && !java.util.Set.copyOf(o.captured()).equals(java.util.Set.copyOf(m.captured())));
                out.act("move", by, shared ? "\"move\":\"" + m.notation() + "\""
                        : "\"from\":\"" + m.from() + "\",\"to\":\"" + m.to() + "\"", at);
            }
            case HAND -> {
                out.act("lift", by, square(m.from()), at);
                for (int i = 1; i < m.path().size(); i++) {
                    out.act("place", by, square(m.path().get(i)), at);
                    if (m.isCapture()) {
                        out.act("remove", by, square(m.captured().get(i - 1)), at);
                    }
                }
                out.act("release", by, "", at);
            }
            case LAST_SQUARE -> {
                hand(out, by, List.of(m.from(), m.to()), at);
                for (int c : m.captured()) {
                    out.act("remove", by, square(c), at);
                }
            }
            case CAPTURED_FIRST -> {
                for (int c : m.captured()) {
                    out.act("remove", by, square(c), at);
                }
                hand(out, by, m.path(), at);
            }
        }
    }

    /** The man lifted from the first square, shown on each of the others in turn, and let go. */
    private static void hand(Sequence out, Side by, List<Integer> path, int at) {
        out.act("lift", by, square(path.get(0)), at);
        for (int s : path.subList(1, path.size())) {
            out.act("place", by, square(s), at);
        }
        out.act("release", by, "", at);
    }

    private static String square(int s) {
        return "\"square\":\"" + s + "\"";
    }

    /** The lines written, and how many acts. */
    static final class Sequence {
        final StringBuilder text = new StringBuilder();
        int count;

        void line(String json) {
            text.append(json).append('\n');
        }

        void act(String act, Side by, String fields, int at) {
            count++;
            line("{\"act\":\"" + act + "\",\"by\":\"" + by.name().toLowerCase(Locale.ROOT) + "\",\"at\":" + at
                    + (fields.isEmpty() ? "" : "," + fields) + "}");
        }
    }
}

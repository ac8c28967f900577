package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.pgn.PgnEntry;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnMove;
import org.arbiter.chess.pgn.PgnReader;
import org.arbiter.chess.winnable.Winnability;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Issue 43, "an honest game is never penalised": real games, each written as the acts at the
 * board at every grain the contract has, replayed under every chess code. No act an honest player
 * makes is refused, nothing is ruled but the game's own end, and the men stand at the end as the
 * game's score leaves them.
 */
class RealGamesAtEveryGrainTest {
    /** Every chess code, and the codes of few laws supplemented by the 1897 Code ({@code code+supplement}). */
    static final List<String> CODES = List.of("chess-code-1897", "household-chess", "encyclopaedia-1911", "fide-2023",
            "household-chess+chess-code-1897", "encyclopaedia-1911+chess-code-1897");

    /**
     * How a move is written: a whole {@code move}, or by the hand, the captured man taken during
     * the move or first; with the captured man first, every seventh move is followed by the mover
     * lifting his King in his opponent's turn and putting it back (and three moves later, the man he
     * has just moved: issue 43, 1911's completion ruled it a move taken back), a Chess960 castling is made
     * King first where no King move reaches his castled square (FIDE's Guidelines II.3.2.1), and a castling's Rook is moved by
     * a whole {@code move} of its squares after the King by hand, as a board that saw only its
     * result writes it; and a Pawn on its eighth square is let go before it is exchanged, as a board
     * sees the hand make it.
     */
    enum Shape { WHOLE, HAND, CAPTURED_FIRST }

    /** What the clock shows: nothing, presses with their times, or presses with the clock's readings under a time control. */
    enum Clock { NONE, PRESS, READINGS }

    record Grain(Shape shape, Clock clock) {
        @Override
        public String toString() {
            return shape + "/" + clock;
        }
    }

    /**
     * Laws that rule on an act of honest play, against no one: household xiii says a Pawn is
     * exchanged "without reference to the pieces already on the board", and rules so when a
     * promotion gives a side more of a piece than it began with.
     */
    static final java.util.Set<String> RULED_ON_HONEST_ACTS = java.util.Set.of("xiii");

    /**
     * Games a code ends earlier than they were played, by a law younger than the game, with the
     * ruling that says so; keyed by White, Black and the code.
     */
    static final java.util.Map<String, String> ENDED_EARLIER = java.util.Map.of(
            // played under 1989's rules: FIDE 9.6.2 (2023) draws it at move 242, the 75th of each side after 167. Bxd5
            "Ivan Nikolic - Goran Arsovic under fide-2023", "9.6.2");

    static final int MOVE_SECONDS = 10;
    static final int BASE_SECONDS = 90 * 60;
    static final int INCREMENT_SECONDS = 30;

    /**
     * Every grain under every code, on a share of the games each, which keeps the test within a
     * minute on the project's machines: a game of {@code real-games.pgn} or {@code lines.pgn}, and a
     * Chess960 game (castled by hand as FIDE's Guidelines II.3.2.5.1 recommend, under every code too),
     * is written at every shape of the move under every code, its clock's grain turning with the game's place; any other game under every code
     * at one shape and one clock's grain, both turning with the game's place and the code's, so that
     * each grain under each code still sees a ninth of those games.
     */
    @TestFactory
    Stream<DynamicTest> everyRealGameAtEveryGrainUnderEveryCodeEndsOnlyAsTheGameDid() {
        List<PgnGame> games = games();
        assertThat(games).as("real games and lines").hasSizeGreaterThanOrEqualTo(140);
        java.util.Set<PgnGame> everyShape = new java.util.HashSet<>(games(List.of("real-games.pgn", "lines.pgn")));
        List<DynamicTest> tests = new ArrayList<>();
        for (String code : CODES) {
            for (Shape shape : Shape.values()) {
                for (Clock clock : Clock.values()) {
                    Grain grain = new Grain(shape, clock);
                    tests.add(DynamicTest.dynamicTest(code + " " + grain, () -> {
                        List<String> faults = new ArrayList<>();
                        for (int i = 0; i < games.size(); i++) {
                            PgnGame game = games.get(i);
                            if (ENDED_EARLIER.containsKey(game.tags().get("White") + " - " + game.tags().get("Black") + " under " + code)) {
                                continue; // a law younger than the game ends it earlier: see endedEarlierByALawYoungerThanTheGame
                            }
                            boolean atEveryShape = everyShape.contains(game) || game.startPosition().isChess960();
                            int turn = atEveryShape ? i + shape.ordinal() : i / Shape.values().length + CODES.indexOf(code);
                            if (turn % Clock.values().length != clock.ordinal()) {
                                continue; // the clock's grains taking a third of the games each
                            }
                            if (!atEveryShape && (i + CODES.indexOf(code)) % Shape.values().length != shape.ordinal()) {
                                continue; // a game of the larger files at one shape under each code, turning with the code
                            }
                            try {
                                check(game, code, grain);
                            } catch (AssertionError e) {
                                faults.add(e.getMessage());
                            }
                        }
                        assertThat(faults).as(code + " " + grain).isEmpty();
                    }));
                }
            }
        }
        return tests.stream();
    }

    /** A game left out under a code is left out only for the ruling that ends it earlier, and that ruling is its first. */
    @org.junit.jupiter.api.Test
    void endedEarlierByALawYoungerThanTheGame() {
        for (PgnGame game : games()) {
            for (String code : CODES) {
                String law = ENDED_EARLIER.get(game.tags().get("White") + " - " + game.tags().get("Black") + " under " + code);
                if (law == null) {
                    continue;
                }
                Written w = write(game, code, new Grain(Shape.WHOLE, Clock.NONE));
                ReplayResult r = Replay.run(ContestedSequence.parse(w.text()));
                assertThat(r.rulings()).as(code).isNotEmpty();
                assertThat(r.rulings().get(0).law()).as(code).isEqualTo(law);
                assertThat(r.result().text()).as(code).isEqualTo(game.result());
            }
        }
    }

    /**
     * Whether a Chess960 castling can be made King first (Guidelines II.3.2.1) with no other reading:
     * the King moves, onto an empty square that no King move of his own reaches.
     */
    static boolean kingFirst(Position p, Square kingFrom, Square kingTo) {
        return kingFrom != kingTo && p.pieceAt(kingTo).isEmpty()
                && p.legalMovesFrom(kingFrom).stream().noneMatch(x -> x.to() == kingTo && !p.isCastling(x));
    }

    /** The grains are only as good as the moves the games hold: every kind a hand makes differently is among them. */
    @org.junit.jupiter.api.Test
    void theGamesHoldEveryKindOfMoveTheHandMakesDifferently() {
        java.util.Map<String, Integer> kinds = new java.util.TreeMap<>();
        for (PgnGame game : games()) {
            Position p = game.startPosition();
            for (PgnMove pm : game.mainLine().moves()) {
                Move m = pm.move();
                String kind = p.isCastling(m) && p.isChess960() && kingFirst(p, only(p, p.sideToMove(), PieceType.KING),
                        p.castledKingSquare(m)) ? "Chess960 castling, King first"
                        : p.isCastling(m) ? "castling" : p.isEnPassant(m) ? "en passant"
                        : m.promotion().isPresent() ? "promotion" : p.isCapture(m) ? "capture" : "plain";
                kinds.merge(kind + (p.play(m).isCheck() ? ", check" : ""), 1, Integer::sum);
                p = p.play(m);
            }
        }
        assertThat(kinds).containsKeys("castling", "en passant", "promotion", "capture", "plain", "capture, check",
                "Chess960 castling, King first");
    }

    /**
     * The files of games under {@code /games/}, each with its source in SOURCES.md: the first real
     * games, lichess.org's of one night in 2012, Chess960 games over the board, clocked and annotated
     * games, under-promotions, the longest tournament games, a stalemate and Dortmund 1928, then the
     * two lines of play that take en passant and promote.
     */
    static final List<String> FILES = List.of("real-games.pgn", "lichess-2012.pgn", "chess960-mainz-2009.pgn",
            "chess960-kokopu.pgn", "lichess-pgn-viewer.pgn", "chess-achievements.pgn", "chesscom-stalemate-2022.pgn",
            "dortmund-1928.pgn", "bilbao-2010.pgn", "lines.pgn");

    /** The games of every file, in the order of {@link #FILES}. */
    static List<PgnGame> games() {
        return games(FILES);
    }

    static List<PgnGame> games(List<String> files) {
        List<PgnGame> games = new ArrayList<>();
        for (String file : files) {
            var in = Objects.requireNonNull(RealGamesAtEveryGrainTest.class.getResourceAsStream("/games/" + file));
            PgnReader reader = new PgnReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            while (reader.hasNext()) {
                PgnEntry e = reader.next();
                assertThat(e.error()).as("game %d of %s", e.number(), file).isEmpty();
                games.add(e.game());
            }
        }
        return games;
    }

    /** Notices that would say an honest act was something else: the codes of few laws record such acts with a notice only. */
    private static final java.util.regex.Pattern MISHEARD = java.util.regex.Pattern.compile(
            "cannot hear this act|not (white|black)'s turn to play|no law on an illegal move|is illegal");

    private static void check(PgnGame game, String code, Grain grain) {
        Written w = write(game, code, grain);
        String name = game.tags().get("White") + " - " + game.tags().get("Black") + " (" + game.tags().get("Event")
                + ") under " + code + " at " + grain;
        ReplayResult r;
        try {
            r = Replay.run(ContestedSequence.parse(w.text()));
        } catch (SequenceError | ActionRejected e) {
            throw new AssertionError(name + ": an honest act was refused: " + e.getMessage(), e);
        }
        assertThat(r.rulings().stream().filter(x -> x.seq() < w.endFrom() && !RULED_ON_HONEST_ACTS.contains(x.law())).toList())
                .as(name + ": rulings before the game's own end (act %d)", w.endFrom()).isEmpty();
        assertThat(r.notices().stream().filter(x -> MISHEARD.matcher(x.text()).find() || x.law().startsWith("II.6")).toList())
                .as(name + ": an honest act heard as an illegal move, a move out of turn or an act the code cannot hear")
                .isEmpty();
        assertThat(r.notices().stream().filter(x -> x.law().equals("clock")).toList())
                .as(name + ": the clock's readings and the record's reckoning part").isEmpty();
        assertThat(r.result().text()).as(name + ": result").isEqualTo(game.result());
        assertThat(r.position().split(" ")[0]).as(name + ": the men at the end")
                .isEqualTo(game.finalPosition().placement());
    }

    /** A sequence and the number of the first act of the game's end: its last move's, or the resignation's or draw offer's. */
    record Written(String text, int endFrom) {
    }

    /** The game as an honest player of {@code code} would make it at the board, at {@code grain}. */
    static Written write(PgnGame game, String codes, Grain grain) {
        Position start = game.startPosition();
        String code = codes.split("\\+")[0];
        String supplement = codes.contains("+") ? ",\"supplement\":\"" + codes.split("\\+")[1] + "\"" : "";
        boolean timed = grain.clock() == Clock.READINGS && (codes.contains("fide-2023") || codes.contains("chess-code-1897"));
        Sequence out = new Sequence();
        String startField = start.fen().equals(Position.initial().fen()) ? "initial" : start.shredderFen();
        out.line("{\"header\":{\"code\":\"" + code + "\"" + supplement + ",\"start\":\"" + startField + "\""
                + (timed ? ",\"timeControl\":{\"base\":\"PT90M\",\"increment\":\"PT30S\"}" : "") + "}}");
        Position p = start;
        int[] clock = {BASE_SECONDS, BASE_SECONDS};
        int ply = 0;
        int lastMoveFrom = 0;
        List<PgnMove> moves = game.mainLine().moves();
        int moveFrom = 0;
        for (PgnMove pm : moves) {
            Move m = pm.move();
            Position after = p.play(m);
            Color by = p.sideToMove();
            lastMoveFrom = out.count + 1;
            moveFrom = lastMoveFrom;
            ply++;
            int at = ply * MOVE_SECONDS;
            writeMove(out, p, m, after, by, grain.shape(), at);
            if (code.equals("household-chess") && after.isCheck()) {
                out.act("announce", by, "\"words\":\"check\"", at); // household ix: check must be cried
            }
            boolean lastMove = ply == moves.size();
            // a draw whose last move leaves a dead position ends there, like a stalemate, and no clock is pressed after it
            boolean dead = lastMove && game.result().equals("1/2-1/2") && !after.isStalemate() && Winnability.of(after).dead();
            if (lastMove && game.result().equals("1/2-1/2") && !after.isStalemate()) {
                lastMoveFrom = out.count + 1;
                out.act("offer-draw", by, "", at);
            }
            if (grain.clock() != Clock.NONE && !after.isCheckmate() && !after.isStalemate() && !dead) {
                int side = by == Color.WHITE ? 0 : 1;
                clock[side] += INCREMENT_SECONDS - MOVE_SECONDS;
                String reading = grain.clock() == Clock.READINGS
                        ? "\"clock\":{\"white\":" + clock[0] + ",\"black\":" + clock[1] + "}" : "";
                out.act("press", by, reading, at);
            }
            Square king = only(after, by, PieceType.KING);
            if (grain.shape() == Shape.CAPTURED_FIRST && ply % 7 == 0 && !lastMove && king != m.to() && !p.isCastling(m)) {
                hand(out, by, king, king, at); // his King lifted in the opponent's turn and put back
            }
            if (grain.shape() == Shape.CAPTURED_FIRST && ply % 7 == 3 && !lastMove && !p.isCastling(m) && m.promotion().isEmpty()) {
                hand(out, by, m.to(), m.to(), at); // the man he has just moved lifted again in the opponent's turn and put back
            }
            p = after;
        }
        // where a code knows dead positions, the game ends at the move that left one, and it rules so there
        int endFrom = game.result().equals("1/2-1/2") && Winnability.of(p).dead() ? moveFrom : lastMoveFrom;
        if (!p.isCheckmate() && !p.isStalemate()) {
            int at = (ply + 1) * MOVE_SECONDS;
            switch (game.result()) {
                case "1-0", "0-1" -> {
                    endFrom = out.count + 1;
                    out.act("resign", game.result().equals("1-0") ? Color.BLACK : Color.WHITE, "", at);
                }
                case "1/2-1/2" -> out.act("accept-draw", p.sideToMove(), "", at);
                default -> {
                }
            }
        }
        return new Written(out.text.toString(), endFrom);
    }

    private static void writeMove(Sequence out, Position p, Move m, Position after, Color by, Shape shape, int at) {
        if (shape == Shape.WHOLE) {
            out.act("move", by, "\"move\":\"" + Notation.san(p, m) + "\"", at);
            return;
        }
        if (p.isCastling(m)) {
            Square kingFrom = only(p, by, PieceType.KING);
            Square kingTo = only(after, by, PieceType.KING);
            Square rookFrom = moved(p, after, by, PieceType.ROOK);
            Square rookTo = moved(after, p, by, PieceType.ROOK);
            if (p.isChess960() && shape == Shape.CAPTURED_FIRST && kingFirst(p, kingFrom, kingTo)) {
                // Chess960, FIDE II.3.2.1: the King carried first to a castled square no King move reaches, then the Rook
                hand(out, by, kingFrom, kingTo, at);
                hand(out, by, rookFrom, rookTo, at);
                return;
            }
            if (p.isChess960()) {
                // Chess960: the King is set down beside the board, the Rook moved, then the King put on his square (FIDE II.3.2.5.1).
                out.act("lift", by, square(kingFrom), at);
                out.act("release", by, "", at);
                hand(out, by, rookFrom, rookTo, at);
                out.act("place", by, square(kingTo), at);
                out.act("release", by, "", at);
                return;
            }
            if (kingFrom != kingTo) {
                hand(out, by, kingFrom, kingTo, at);
            }
            if (shape == Shape.CAPTURED_FIRST && kingFrom != kingTo) {
                // as a board writes the Rook's transfer when it saw only its result: a whole move by squares
                out.act("move", by, "\"from\":\"" + rookFrom + "\",\"to\":\"" + rookTo + "\"", at);
                return;
            }
            hand(out, by, rookFrom, rookTo, at);
            return;
        }
        Square captured = p.isEnPassant(m) ? Square.at(m.to().file(), m.from().rank())
                : p.pieceAt(m.to()).isPresent() ? m.to() : null;
        if (captured != null && shape == Shape.CAPTURED_FIRST) {
            out.act("remove", by, square(captured), at);
        }
        out.act("lift", by, square(m.from()), at);
        if (captured != null && shape == Shape.HAND) {
            out.act("remove", by, square(captured), at);
        }
        out.act("place", by, square(m.to()), at);
        String piece = m.promotion().map(t -> "\"piece\":\"" + Character.toUpperCase(Piece.of(by, t).fenChar()) + "\"").orElse(null);
        if (piece != null && shape != Shape.CAPTURED_FIRST) {
            out.act("promote", by, piece, at);
        }
        out.act("release", by, "", at);
        if (piece != null && shape == Shape.CAPTURED_FIRST) {
            // as a board sees it: the Pawn let go on its eighth square, then exchanged for the piece
            out.act("promote", by, piece, at);
        }
    }

    private static void hand(Sequence out, Color by, Square from, Square to, int at) {
        out.act("lift", by, square(from), at);
        out.act("place", by, square(to), at);
        out.act("release", by, "", at);
    }

    private static Square only(Position p, Color side, PieceType type) {
        return p.men().entrySet().stream().filter(e -> e.getValue() == Piece.of(side, type)).findFirst().orElseThrow().getKey();
    }

    /** The square {@code side}'s man of {@code type} stands on in {@code a} and not in {@code b}. */
    private static Square moved(Position a, Position b, Color side, PieceType type) {
        return a.men().entrySet().stream()
                .filter(e -> e.getValue() == Piece.of(side, type) && b.pieceAt(e.getKey()).orElse(null) != e.getValue())
                .findFirst().orElseThrow().getKey();
    }

    private static String square(Square s) {
        return "\"square\":\"" + s.algebraic() + "\"";
    }

    /** The lines written, and how many acts. */
    static final class Sequence {
        final StringBuilder text = new StringBuilder();
        int count;

        void line(String json) {
            text.append(json).append('\n');
        }

        void act(String act, Color by, String fields, int at) {
            count++;
            line("{\"act\":\"" + act + "\",\"by\":\"" + by.name().toLowerCase(java.util.Locale.ROOT) + "\",\"at\":" + at
                    + (fields.isEmpty() ? "" : "," + fields) + "}");
        }
    }
}

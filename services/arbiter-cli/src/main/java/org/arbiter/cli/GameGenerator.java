package org.arbiter.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnLine;
import org.arbiter.chess.pgn.PgnMove;

/**
 * Makes plausible games from a seed, for benchmarks and demonstrations: legal moves drawn at
 * random but weighted the way players move (captures by the value taken, castling, promotion
 * to a Queen, central moves in the opening), with the occasional comment, NAG and variation so
 * that readers meet every part of PGN. The same seed always gives the same games.
 */
final class GameGenerator {
    private static final String[] NAMES = {
        "Anderssen, Adolf", "Kieseritzky, Lionel", "Morphy, Paul", "Steinitz, Wilhelm", "Zukertort, Johannes",
        "Tarrasch, Siegbert", "Chigorin, Mikhail", "Blackburne, Joseph", "Mason, James", "Gunsberg, Isidor",
        "Pillsbury, Harry", "Lasker, Emanuel", "Schiffers, Emanuel", "Janowski, Dawid", "Maroczy, Geza",
    };
    private static final String[] COMMENTS = {
        "A sharp try.", "The usual move here.", "White keeps the initiative.", "Black is under pressure.",
        "Both players were short of time.", "Probably the best practical chance.", "The only move.",
    };
    private static final int[] NAGS = {1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17};
    private static final int[] VALUE = {1, 3, 3, 5, 9, 0};

    private final Random random;

    GameGenerator(long seed) {
        this.random = new Random(seed);
    }

    PgnGame game(int round) {
        int target = 30 + random.nextInt(130);
        Position p = Position.initial();
        List<PgnMove> moves = new ArrayList<>(target);
        String result = null;
        while (result == null) {
            List<Move> legal = p.legalMoves();
            if (legal.isEmpty()) {
                result = p.isCheckmate() ? (p.sideToMove() == Color.WHITE ? "0-1" : "1-0") : "1/2-1/2";
            } else if (p.halfmoveClock() >= 100) {
                result = "1/2-1/2";
            } else if (moves.size() >= target) {
                result = verdict(p);
            } else {
                Move m = pick(p, legal, moves.size());
                moves.add(annotate(p, m, moves.size()));
                p = p.play(m);
            }
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Arbiter corpus");
        tags.put("Site", "Generated");
        tags.put("Date", String.format("%04d.%02d.%02d", 1851 + random.nextInt(50), 1 + random.nextInt(12),
                1 + random.nextInt(28)));
        tags.put("Round", Integer.toString(round));
        int white = random.nextInt(NAMES.length);
        tags.put("White", NAMES[white]);
        tags.put("Black", NAMES[(white + 1 + random.nextInt(NAMES.length - 1)) % NAMES.length]);
        tags.put("Result", result);
        return new PgnGame(tags, PgnLine.of(moves), result);
    }

    private PgnMove annotate(Position p, Move m, int ply) {
        double roll = random.nextDouble();
        if (roll < 0.03) {
            return new PgnMove(m, List.of(), List.of(COMMENTS[random.nextInt(COMMENTS.length)]), List.of());
        }
        if (roll < 0.05) {
            return new PgnMove(m, List.of(NAGS[random.nextInt(NAGS.length)]), List.of(), List.of());
        }
        if (roll < 0.065) {
            return new PgnMove(m, List.of(), List.of(), List.of(PgnLine.of(variation(p, m, ply))));
        }
        return PgnMove.of(m);
    }

    /** A short alternative to {@code played}, from the same position. */
    private List<PgnMove> variation(Position p, Move played, int ply) {
        List<PgnMove> line = new ArrayList<>();
        int length = 1 + random.nextInt(4);
        Position q = p;
        for (int i = 0; i < length; i++) {
            List<Move> legal = new ArrayList<>(q.legalMoves());
            if (i == 0) {
                legal.remove(played);
            }
            if (legal.isEmpty()) {
                break;
            }
            Move m = pick(q, legal, ply + i);
            line.add(PgnMove.of(m));
            q = q.play(m);
        }
        return line;
    }

    private Move pick(Position p, List<Move> legal, int ply) {
        int[] weights = new int[legal.size()];
        int total = 0;
        for (int i = 0; i < weights.length; i++) {
            weights[i] = weight(p, legal.get(i), ply);
            total += weights[i];
        }
        int r = random.nextInt(total);
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0) {
                return legal.get(i);
            }
        }
        return legal.get(legal.size() - 1);
    }

    private static int weight(Position p, Move m, int ply) {
        PieceType mover = p.pieceAt(m.from()).map(Piece::type).orElseThrow();
        int w = 2;
        w += 8 * p.pieceAt(m.to()).map(t -> VALUE[t.type().ordinal()]).orElse(0);
        if (m.promotion().isPresent()) {
            w += m.promotion().get() == PieceType.QUEEN ? 40 : -1;
        }
        if (mover == PieceType.KING && Math.abs(m.from().file() - m.to().file()) == 2) {
            w += 30;
        }
        boolean central = m.to().file() >= 2 && m.to().file() <= 5;
        if (ply < 16 && central && (mover == PieceType.PAWN || mover == PieceType.KNIGHT || mover == PieceType.BISHOP)) {
            w += 6;
        }
        return w;
    }

    /** The result of a game stopped before its end: the side ahead in material wins, else a draw. */
    private String verdict(Position p) {
        int balance = 0;
        for (Piece piece : p.men().values()) {
            int v = VALUE[piece.type().ordinal()];
            balance += piece.color() == Color.WHITE ? v : -v;
        }
        if (balance > 2) {
            return "1-0";
        }
        if (balance < -2) {
            return "0-1";
        }
        return random.nextInt(3) == 0 ? (random.nextBoolean() ? "1-0" : "0-1") : "1/2-1/2";
    }
}

package org.arbiter.board;

import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;

/**
 * The start a first board dump shows when the men stand otherwise than the start given. A dump shows
 * only the men: whose turn it is and which castlings stand are read from them, and from the first man
 * lifted, as an arbiter setting up the game would read them.
 */
final class DumpedStart {
    private DumpedStart() {
    }

    /**
     * The position the dumped men begin from: a starting array, the usual or a Chess960 one (FIDE
     * Guidelines II), with every castling, or the men set up with the side given to move, unless the other side's King stands in
     * check, when that side moves.
     */
    static Position of(Turn turn, Men board) {
        Optional<Position> array = chess960Array(board);
        if (array.isPresent()) {
            return array.get();
        }
        Position other = turn.setup(board, turn.side().opposite());
        return other.sideToMove() != turn.side() && other.isCheck() ? other : turn.setup(board, turn.side());
    }

    /**
     * The start once the man on {@code from} is lifted first. Honest players lift the opponent's men
     * only to take them, so a first man of the side not to move shows that his side moves first when the
     * side to move could not take him, or when {@code ahead} shows him put down where a move of his own
     * goes and left there (a man taken is not set down again where his own move would take him, to stay);
     * empty when the lift says nothing.
     */
    static Optional<Position> firstLift(Turn turn, Men board, Square from, List<Observation> ahead) {
        Piece man = board.on(from);
        if (man == null || man.color() == turn.side()) {
            return Optional.empty();
        }
        Position set = turn.setup(board, man.color());
        if (set.sideToMove() != man.color() || turn.capturable(from) && !movedOn(set, board, from, ahead)) {
            return Optional.empty();
        }
        return Optional.of(set);
    }

    /**
     * The start once a man put down is the first change ({@code landing}): his arrival reported before
     * his leaving, or his leaving's update lost. No one puts his opponent's man down before taking it off,
     * so a man of the side not to move coming down where a legal move of his goes, from a square the board
     * still shows him on, and staying there, shows that his side moves first; empty when it does not.
     */
    static Optional<Position> firstLanding(Turn turn, Men board, Observation.SquareChange landing, List<Observation> ahead) {
        Piece man = landing.piece().orElse(null);
        if (man == null || man.color() == turn.side()) {
            return Optional.empty();
        }
        Position set = turn.setup(board, man.color());
        Square to = landing.square();
        boolean moves = set.sideToMove() == man.color() && set.legalMoves().stream()
                .anyMatch(m -> m.to() == to && board.on(m.from()) == man && !set.isCastling(m));
        return moves && stays(board, man, to, ahead) ? Optional.of(set) : Optional.empty();
    }

    /**
     * Whether the next man put down is the one lifted from {@code from}, on a square a legal move of his
     * in {@code set} goes to, and he stands there until a clock reading, a man of the other side set on
     * a new square, or the end of what is known. The man put back on {@code from} first says nothing (a
     * hand that lifts a man, puts him back and then moves him, as honest players do): the next landing tells.
     */
    private static boolean movedOn(Position set, Men board, Square from, List<Observation> ahead) {
        Piece man = board.on(from);
        for (int i = 0; i < ahead.size(); i++) {
            if (ahead.get(i) instanceof Observation.SquareChange c && c.piece().isPresent()) {
                Square to = c.square();
                if (to == from && c.piece().get() == man) {
                    continue;
                }
                boolean legal = c.piece().get() == man && set.legalMoves().stream()
                        .anyMatch(m -> m.from() == from && m.to() == to && !set.isCastling(m));
                return legal && stays(board, man, to, ahead.subList(i + 1, ahead.size()));
            }
        }
        return false;
    }

    private static boolean stays(Men board, Piece man, Square to, List<Observation> after) {
        for (Observation o : after) {
            if (o instanceof Observation.ClockReading) {
                return true;
            }
            if (o instanceof Observation.SquareChange c) {
                if (c.square() == to) {
                    return false;
                }
                Piece put = c.piece().orElse(null);
                if (put != null && put.color() != man.color() && board.on(c.square()) != put) {
                    return true;
                }
            }
        }
        return true;
    }

    /**
     * The Chess960 starting array the men stand in: every Pawn on its second rank, White's pieces on
     * the first in an order Chess960 allows (Bishops on squares of both colours, the King between the
     * Rooks), Black's mirroring them; empty when they do not, the usual array included.
     */
    private static Optional<Position> chess960Array(Men board) {
        StringBuilder rank = new StringBuilder();
        for (int file = 0; file < 8; file++) {
            Piece white = board.on(Square.at(file, 0));
            Piece black = board.on(Square.at(file, 7));
            if (white == null || white.color() != Color.WHITE || black != Piece.of(Color.BLACK, white.type())
                    || board.on(Square.at(file, 1)) != Piece.of(Color.WHITE, PieceType.PAWN)
                    || board.on(Square.at(file, 6)) != Piece.of(Color.BLACK, PieceType.PAWN)) {
                return Optional.empty();
            }
            rank.append(white.fenChar());
        }
        String r = rank.toString();
        boolean pieces = r.chars().filter(c -> c == 'R').count() == 2 && r.chars().filter(c -> c == 'N').count() == 2
                && r.chars().filter(c -> c == 'B').count() == 2 && r.indexOf('Q') >= 0 && r.indexOf('K') >= 0;
        if (!pieces || board.bySquare().size() != 32 || r.indexOf('B') % 2 == r.lastIndexOf('B') % 2
                || r.indexOf('K') < r.indexOf('R') || r.indexOf('K') > r.lastIndexOf('R')) {
            return Optional.empty();
        }
        return Optional.of(Position.fromFen(r.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + r + " w KQkq - 0 1"));
    }
}

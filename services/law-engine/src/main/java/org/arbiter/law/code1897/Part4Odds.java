package org.arbiter.law.code1897;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Heard;
import org.arbiter.law.Result;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/**
 * Part IV: games at odds. IV.2 gives the giver the first move; IV.3 the man given; IV.4 a first
 * turn of several moves; IV.5 castling without the Rook given; IV.6-IV.8 mates undertaken on
 * conditions, forfeited when not given as undertaken.
 */
final class Part4Odds {
    /** The record of castling without the Rook: the only move the Code allows that I.11 does not (IV.5). */
    static final String CASTLING_WITHOUT_ROOK = "O-O-O";

    private Part4Odds() {
    }

    /**
     * The odds as the header states them: the man given (IV.3), the moves of the first turn (IV.4,
     * zero when none are given), and the mate undertaken, with a kind of man (IV.6, IV.8) or on a
     * square (IV.7).
     */
    record Terms(Color giver, Optional<PieceType> man, int moves, Optional<PieceType> mateWith,
                 Optional<Square> mateOn) {
        Color receiver() {
            return giver.opposite();
        }

        /**
         * Who has the right to the first move: the receiver of odds of moves, who "must commence
         * the game by making these moves" (IV.4); else the giver (IV.2).
         */
        Color firstPlayer() {
            return moves > 0 ? receiver() : giver;
        }

        boolean conditionalMate() {
            return mateWith.isPresent() || mateOn.isPresent();
        }
    }

    /** The header's odds read as terms; a field that names nothing the Code knows is refused. */
    static Optional<Terms> terms(Header header) {
        return header.odds().map(odds -> new Terms(odds.giver(),
                odds.man().map(m -> pieceType("odds.man", m)),
                odds.moves().map(Part4Odds::moves).orElse(0),
                odds.mateWith().map(m -> pieceType("odds.mateWith", m)).map(Part4Odds::mateWith),
                odds.mateOn().map(s -> Square.tryParse(s).orElseThrow(
                        () -> new SequenceError(1, "odds.mateOn", "'" + s + "' is not a square such as e8")))));
    }

    private static int moves(int n) {
        if (n < 2) {
            throw new SequenceError(1, "odds.moves", "IV.4 gives two or more moves in one turn, not " + n);
        }
        return n;
    }

    private static PieceType mateWith(PieceType type) {
        if (type == PieceType.KING) {
            throw new SequenceError(1, "odds.mateWith", "a King never commands the adverse King's square, so cannot mate");
        }
        return type;
    }

    private static PieceType pieceType(String field, String name) {
        try {
            return PieceType.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new SequenceError(1, field, "'" + name + "' is not pawn, knight, bishop, rook or queen");
        }
    }

    /**
     * IV.3: "the Pawn given is the King's Bishop's Pawn, the Knight the Queen's Knight, the Bishop
     * the Queen's Bishop, and the Rook the Queen's Rook." IV.2: "the player who gives odds has the
     * right to make the first move in the game", unless he gives odds of moves, with which the
     * receiver commences (IV.4).
     */
    static Position apply(Header header, Position start) {
        Optional<Terms> terms = terms(header);
        if (terms.isEmpty()) {
            return start;
        }
        Color giver = terms.get().giver();
        Color first = terms.get().firstPlayer();
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(start.men());
        if (terms.get().man().isPresent()) {
            Square given = givenSquare(terms.get().man().get(), giver);
            if (men.remove(given) == null) {
                throw new SequenceError(1, "odds.man", "no man stands on " + given + " to be given");
            }
        }
        return start.rearranged(men, first);
    }

    private static Square givenSquare(PieceType type, Color giver) {
        int rank = giver == Color.WHITE ? 0 : 7;
        return switch (type) {
            case PAWN -> Square.at(5, giver == Color.WHITE ? 1 : 6);
            case KNIGHT -> Square.at(1, rank);
            case BISHOP -> Square.at(2, rank);
            case ROOK -> Square.at(0, rank);
            case QUEEN -> Square.at(3, rank);
            case KING -> throw new SequenceError(1, "odds.man", "the King cannot be given as odds");
        };
    }

    /** Whether the receiver of odds of moves is still making them in his first turn (IV.4), {@code made} of them made. */
    private static boolean inOddsTurn(Code1897Hearing c, Color player, int made) {
        return terms(c.header).filter(t -> t.receiver() == player && made < t.moves()
                && c.moves(t.giver()) == 0).isPresent();
    }

    /** The player with the right to the first move: the giver (IV.2), or the receiver of odds of moves (IV.4). */
    static Optional<Color> firstPlayer(Header header) {
        return terms(header).map(Terms::firstPlayer);
    }

    /**
     * IV.4: "When a player has the right to make, once in the game, two or more moves in one turn to
     * play, he must commence the game by making these moves, and may not, in making them, move any
     * man to a square beyond his fourth rank." A move that goes beyond is one he may not make, and
     * Part II treats it as an illegal move (IV.1).
     */
    static boolean permits(Code1897Hearing c, Color player, Move move) {
        return !inOddsTurn(c, player, c.moves(player)) || move.to().rankFor(player) <= 4;
    }

    /** After a move of the receiver's first turn: whether the same turn goes on with another of his moves (IV.4). */
    static boolean turnGoesOn(Code1897Hearing c, Color mover) {
        return !c.finished() && inOddsTurn(c, mover, c.moves(mover));
    }

    /**
     * A move the chess rules allow that IV.4 forbids: an illegal move (IV.1 applies Part II), and
     * IV.4, the law that makes it one, is what its notice, the right to penalties and the rulings
     * on it cite; II.6(b) gives the penalties.
     */
    static Heard<Code1897Part> forbiddenInOddsTurn(Code1897Hearing c, Color player, Move move, String description) {
        String offender = Code1897Hearing.name(player);
        return Law06IllegalMoves.illegalMove(c, player, description, "IV.4", offender + "'s " + move.uci()
                + " moves a man to his " + move.to().rankFor(player) + "th rank while making the moves given as odds,"
                + " which IV.4 forbids beyond his fourth rank: the move is illegal, his turn is not ended, and "
                + Code1897Hearing.name(player.opposite()) + " may at once exact Penalty A, and then one of Penalties B"
                + " and C (II.6(b)).");
    }

    /**
     * IV.5: "a player may castle (by moving his King as in ordinary castling) on a side from which,
     * before the commencement of the game, the player's Rook has been removed, provided that this
     * Rook's square is unoccupied and has been unoccupied throughout the game, and that the same
     * conditions as to squares and as to the King are fulfilled which are required for ordinary
     * castling on this side." The Rook removed is the one the odds gave (IV.3: the Queen's Rook);
     * the King's move, when these hold.
     */
    static Optional<Move> castlingWithoutRook(Code1897Hearing c, Color player) {
        Optional<Terms> terms = terms(c.header);
        if (terms.isEmpty() || terms.get().giver() != player || terms.get().man().orElse(null) != PieceType.ROOK) {
            return Optional.empty();
        }
        int rank = player == Color.WHITE ? 0 : 7;
        Square home = Square.at(4, rank);
        Square rookSquare = givenSquare(PieceType.ROOK, player);
        Piece king = Piece.of(player, PieceType.KING);
        Position start = c.game().turnStart();
        for (Turn t = c.game().history(); t != null; t = t.previous()) {
            Position then = t.start();
            if (then.pieceAt(home).orElse(null) != king || then.pieceAt(rookSquare).isPresent()) {
                return Optional.empty();
            }
        }
        if (start.pieceAt(home).orElse(null) != king || start.pieceAt(rookSquare).isPresent() || start.isCheck()) {
            return Optional.empty();
        }
        for (Square between : List.of(Square.at(1, rank), Square.at(2, rank), Square.at(3, rank))) {
            if (start.pieceAt(between).isPresent()) {
                return Optional.empty();
            }
        }
        for (Square passed : List.of(Square.at(3, rank), Square.at(2, rank))) {
            if (kingOn(start, home, passed).isCheck()) {
                return Optional.empty();
            }
        }
        return Optional.of(Move.of(home, Square.at(2, rank)));
    }

    /**
     * A record that names castling on the Queen's side, as I.13.A(d) ("Castles Queen's Rook") and
     * I.13.B ("0-0-0") write it, read as castling without the Rook where IV.5 allows it: the move
     * generator knows no such castling, so the record would otherwise name no legal move.
     */
    static Optional<Move> readAsCastlingWithoutRook(Code1897Hearing c, Color player, String record) {
        if (c.header.odds().isEmpty()) {
            return Optional.empty();
        }
        String text = record.replaceAll("[\\s+#!?]", "").replace('0', 'O').toLowerCase(Locale.ROOT);
        boolean queensSide = text.equals("o-o-o") || text.equals("castlesqueen'srook") || text.equals("castlesqr");
        return queensSide && player == c.game().turn() ? castlingWithoutRook(c, player) : Optional.empty();
    }

    /** The men after castling without the Rook: the King alone moves; the move counts as one made. */
    static Position castledWithoutRook(Position start, Move kingMove) {
        Color mover = start.sideToMove();
        return kingOn(start, kingMove.from(), kingMove.to()).withSideToMove(mover.opposite())
                .withCounters(start.halfmoveClock() + 1, start.fullmoveNumber() + (mover == Color.BLACK ? 1 : 0));
    }

    private static Position kingOn(Position start, Square home, Square square) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(start.men());
        men.put(square, men.remove(home));
        return Code1897Play.rearranged(start, men, start.sideToMove());
    }

    /**
     * A checkmate given by the player who undertook a conditional mate. IV.6: "he undertakes also
     * that the Pawn with which he mates shall not have been moved beyond the seventh rank"; IV.7:
     * "that, at the mate, this square shall be occupied by the King mated"; IV.8: "if the adverse
     * King is not mated in accordance with the condition and his own King is not mated, he will
     * forfeit the game." The mate is given with a man that commands the mated King's square (I.10);
     * a Pawn that reached the eighth rank stands as the piece it became, so a Pawn still standing
     * has not passed the seventh. Returns the rulings and the forfeit where the mate broke the
     * undertaking, and nothing where it kept it.
     */
    static Optional<Heard<Code1897Part>> mateBreaksUndertaking(Code1897Hearing c, Color mover) {
        Optional<Terms> terms = terms(c.header).filter(t -> t.giver() == mover && t.conditionalMate());
        if (terms.isEmpty()) {
            return Optional.empty();
        }
        Terms t = terms.get();
        Square mated = kingSquare(c.game().board(), t.receiver());
        String who = Code1897Hearing.name(mover);
        Heard<Code1897Part> broken;
        if (t.mateOn().isPresent() && t.mateOn().get() != mated) {
            broken = Code1897Part.NOTHING.rule("IV.7", mover, who + " mated the King on " + mated + ", not on "
                    + t.mateOn().get() + " as he undertook.");
        } else if (t.mateWith().isPresent() && !matesWith(c.game().board(), mover, mated, t.mateWith().get())) {
            broken = Code1897Part.NOTHING.rule(t.mateWith().get() == PieceType.PAWN ? "IV.6" : "IV.8", mover, who
                    + " mated, but not with a " + t.mateWith().get().codeName() + " as he undertook.");
        } else {
            return Optional.empty();
        }
        return Optional.of(broken.then(forfeit(t, who + " undertook a mate on a condition, and the adverse King is mated,"
                + " but not in accordance with the condition, his own King not being mated; he forfeits the game.")));
    }

    /**
     * IV.8 once the game has ended drawn by the Code's own force (stalemate, II.8(b)-(d), I.15(c)):
     * the adverse King has not been mated as undertaken and the giver's own King has not been mated.
     * A draw agreed under II.8(a) is the players' own agreement and stands.
     */
    static Heard<Code1897Part> gameEnded(Code1897Hearing c) {
        Optional<Terms> terms = terms(c.header).filter(Terms::conditionalMate);
        if (terms.isEmpty() || c.result != Result.DRAWN || "II.8(a)".equals(c.termination)) {
            return Code1897Part.NOTHING;
        }
        Terms t = terms.get();
        return forfeit(t, Code1897Hearing.name(t.giver()) + " undertook a mate on a condition and has not given it, and his own"
                + " King is not mated: the game is not drawn under " + c.termination + ", he forfeits it.");
    }

    private static Heard<Code1897Part> forfeit(Terms t, String ruling) {
        return Code1897Part.NOTHING.finish(Result.winFor(t.receiver()), "IV.8").rule("IV.8", t.giver(), ruling);
    }

    private static Square kingSquare(Position board, Color color) {
        Piece king = Piece.of(color, PieceType.KING);
        return board.men().entrySet().stream().filter(e -> e.getValue() == king).map(Map.Entry::getKey)
                .findFirst().orElseThrow();
    }

    /**
     * Whether a man of {@code type} of {@code mover}'s commands {@code target} (I.9): it could move
     * there were an adverse man standing there, its own King leaving no move unlawful.
     */
    private static boolean matesWith(Position board, Color mover, Square target, PieceType type) {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        men.putAll(board.men());
        men.values().remove(Piece.of(mover, PieceType.KING));
        men.put(target, Piece.of(mover.opposite(), PieceType.ROOK));
        Position probe = Position.setup(men, mover, Set.of(), Optional.empty());
        Piece wanted = Piece.of(mover, type);
        return probe.legalMoves().stream()
                .anyMatch(m -> m.to() == target && probe.pieceAt(m.from()).orElse(null) == wanted);
    }
}

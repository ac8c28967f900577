package org.arbiter.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An immutable position: the men on the board, the player whose turn it is, the castling
 * rights, the square a Pawn has just passed over, and the move counters. Every change returns
 * a new position.
 */
public final class Position {
    private static final Position INITIAL = new Position(Fen.parse(Fen.INITIAL));
    /** One shared Optional per man: move readers ask pieceAt for every legal move of every position. */
    private static final Optional<Piece>[] OCCUPANTS = occupants();
    /** A generation buffer per thread, so that finding the legal moves allocates only the result. */
    private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[MoveGenerator.MAX_MOVES]);

    private final Board board;
    /** The legal moves, found on first use; final fields make the cache safe to share between threads. */
    private Legal legal;

    private static final class Legal {
        final int[] codes;
        final List<Move> moves;

        Legal(int[] codes) {
            this.codes = codes;
            Move[] moves = new Move[codes.length];
            for (int i = 0; i < codes.length; i++) {
                moves[i] = MoveCodes.toMove(codes[i]);
            }
            // A read-only view, not List.of, which would copy the array once more.
            this.moves = Collections.unmodifiableList(Arrays.asList(moves));
        }
    }

    /** Over a board no one else holds: a position never changes its board. */
    Position(Board board) {
        this.board = board;
    }

    public static Position initial() {
        return INITIAL;
    }

    /** Reads a FEN; trailing fields may be omitted. */
    public static Position fromFen(String fen) {
        return new Position(Fen.parse(fen));
    }

    /**
     * A position from any arrangement of men, as the law engine meets them after an illegal
     * transfer. A side may lack its King (it is then never in check); it may not have two.
     */
    public static Position setup(Map<Square, Piece> men, Color sideToMove, Set<CastlingRight> rights,
                                 Optional<Square> enPassant) {
        Board b = new Board();
        men.forEach((sq, piece) -> b.put(sq.ordinal(), piece.ordinal()));
        for (int color = 0; color < 2; color++) {
            int kings = Long.bitCount(b.pieces[color * 6 + 5]);
            if (kings > 1) {
                throw new IllegalArgumentException((color == 0 ? "white" : "black") + " has " + kings
                        + " kings; at most 1 can stand in a position");
            }
        }
        b.side = sideToMove == Color.WHITE ? Board.WHITE : Board.BLACK;
        for (CastlingRight r : rights) {
            b.castling |= r.bit();
        }
        b.ep = enPassant.map(Square::ordinal).orElse(-1);
        return new Position(b);
    }

    /**
     * The men rearranged by hand, {@code sideToMove} to move: a castling right stands while the
     * King and that Rook both stand on their first squares (I.11.E(e)(1); in Chess960 the squares
     * this position's own arrangement gives them), no pawn may be taken en passant, and the move
     * counters are this position's. The one rule for every code that lets men be moved by hand.
     */
    public Position rearranged(Map<Square, Piece> men, Color sideToMove) {
        Position setup = setup(men, sideToMove, Set.of(), Optional.empty());
        Board b = setup.board;
        b.castles = board.castles;
        for (CastlingRight r : castlingRights()) {
            int colour = r.color() == Color.WHITE ? 0 : 1;
            Square king = Square.byIndex(board.castles.kingHome[colour]);
            Square rook = Square.byIndex(board.castles.rookHome[Integer.numberOfTrailingZeros(r.bit())]);
            if (men.get(king) == Piece.of(r.color(), PieceType.KING) && men.get(rook) == Piece.of(r.color(), PieceType.ROOK)) {
                b.castling |= r.bit();
            }
        }
        b.halfmove = board.halfmove;
        b.fullmove = board.fullmove;
        return setup;
    }

    /** The full six-field FEN; a Chess960 position's castling field as X-FEN writes it. */
    public String fen() {
        return Fen.format(board);
    }

    /** The FEN with the castling field as Shredder-FEN writes it: the Rooks' files ({@code HAha}). */
    public String shredderFen() {
        return Fen.format(board, true);
    }

    /**
     * Whether the Kings or the Rooks that may castle started elsewhere than the usual squares
     * (Chess960): castling is then written as the King's move onto his Rook's square.
     */
    public boolean isChess960() {
        return board.castles.chess960;
    }

    /** The first FEN field: where the men stand. */
    public String placement() {
        return Fen.placement(board);
    }

    /** The first two FEN fields, as the replay output gives a position. */
    public String placementAndSide() {
        return placement() + (board.side == Board.WHITE ? " w" : " b");
    }

    public Color sideToMove() {
        return board.side == Board.WHITE ? Color.WHITE : Color.BLACK;
    }

    public Optional<Piece> pieceAt(Square square) {
        int code = board.squares[square.ordinal()];
        return code == Board.EMPTY ? Optional.empty() : OCCUPANTS[code];
    }

    /** How many men of this colour and name stand on the board. */
    public int count(Piece piece) {
        return Long.bitCount(board.pieces[piece.ordinal()]);
    }

    /** Every man on the board by its square. */
    public Map<Square, Piece> men() {
        Map<Square, Piece> men = new EnumMap<>(Square.class);
        for (long bb = board.occupied; bb != 0; bb &= bb - 1) {
            int sq = Long.numberOfTrailingZeros(bb);
            men.put(Square.byIndex(sq), Piece.byCode(board.squares[sq]));
        }
        return men;
    }

    public Set<CastlingRight> castlingRights() {
        Set<CastlingRight> rights = EnumSet.noneOf(CastlingRight.class);
        for (CastlingRight r : CastlingRight.values()) {
            if ((board.castling & r.bit()) != 0) {
                rights.add(r);
            }
        }
        return rights;
    }

    /** The square a Pawn passed over at the preceding move (I.11.E(a)), if any. */
    public Optional<Square> enPassantSquare() {
        return board.ep < 0 ? Optional.empty() : Optional.of(Square.byIndex(board.ep));
    }

    public int halfmoveClock() {
        return board.halfmove;
    }

    public int fullmoveNumber() {
        return board.fullmove;
    }

    private Legal legal() {
        Legal l = legal;
        if (l == null) {
            int[] buffer = SCRATCH.get();
            l = new Legal(Arrays.copyOf(buffer, MoveGenerator.legal(board, buffer)));
            legal = l;
        }
        return l;
    }

    private int[] legalCodes() {
        return legal().codes;
    }

    /** Every legal move (I.11.B) for the player whose turn it is, as an unmodifiable list. */
    public List<Move> legalMoves() {
        return legal().moves;
    }

    /** The legal moves of the man on {@code from}. */
    public List<Move> legalMovesFrom(Square from) {
        List<Move> moves = new ArrayList<>();
        for (int code : legalCodes()) {
            if (MoveCodes.from(code) == from.ordinal()) {
                moves.add(MoveCodes.toMove(code));
            }
        }
        return moves;
    }

    /**
     * The legal move a hand makes by carrying the man on {@code from} to {@code to}: the move with
     * those squares, else the castling whose King ends on {@code to} (a Chess960 castling is written
     * as the King onto his Rook's square, but the hand puts him on his castled square).
     */
    public Optional<Move> movedByHand(Square from, Square to, Optional<PieceType> promotion) {
        List<Move> moves = legalMovesFrom(from);
        return moves.stream().filter(m -> m.to() == to && m.promotion().equals(promotion)).findFirst()
                .or(() -> moves.stream().filter(m -> isCastling(m) && castledKingSquare(m) == to).findFirst());
    }

    public boolean isLegal(Move move) {
        return codeOf(move) >= 0;
    }

    private int codeOf(Move move) {
        int from = move.from().ordinal();
        int to = move.to().ordinal();
        int promo = move.promotion().map(PieceType::ordinal).orElse(0);
        for (int code : legalCodes()) {
            if (MoveCodes.from(code) == from && MoveCodes.to(code) == to && MoveCodes.promotion(code) == promo) {
                return code;
            }
        }
        return -1;
    }

    /** The position after a legal move; an illegal one is refused with {@link IllegalMove}. */
    public Position play(Move move) {
        int code = codeOf(move);
        if (code < 0) {
            throw new IllegalMove(move.uci(), fen(), "it is not a legal move here");
        }
        Board next = board.copy();
        next.play(code);
        return new Position(next);
    }

    /** Whether the King of the player to move is in check (I.10). */
    public boolean isCheck() {
        return board.inCheck();
    }

    /** I.15(a): the King of the player to move is in check and no legal move is possible. */
    public boolean isCheckmate() {
        return legalCodes().length == 0 && isCheck();
    }

    /** I.15(b): the King of the player to move is not in check and no legal move is possible. */
    public boolean isStalemate() {
        return legalCodes().length == 0 && !isCheck();
    }

    /** Whether the legal move removes an adverse man (I.11.E(b), (c)). */
    public boolean isCapture(Move move) {
        int code = codeOf(move);
        return code >= 0 && (MoveCodes.flag(code) == MoveCodes.EN_PASSANT
                || (MoveCodes.flag(code) != MoveCodes.CASTLE && board.squares[MoveCodes.to(code)] != Board.EMPTY));
    }

    public boolean isEnPassant(Move move) {
        int code = codeOf(move);
        return code >= 0 && MoveCodes.flag(code) == MoveCodes.EN_PASSANT;
    }

    public boolean isCastling(Move move) {
        int code = codeOf(move);
        return code >= 0 && MoveCodes.flag(code) == MoveCodes.CASTLE;
    }

    /**
     * The square the King ends on in the legal castling {@code move}: the g- or c-file of his rank,
     * whatever the move's {@code to} (a Chess960 castling is written as the King onto his Rook's square).
     */
    public Square castledKingSquare(Move move) {
        if (!isCastling(move)) {
            throw new IllegalArgumentException(move + " is not a legal castling here");
        }
        return Square.at(move.to().file() > move.from().file() ? 6 : 2, move.from().rank());
    }

    /**
     * The same position with other FEN move counters, for a record that keeps counting moves
     * across changes of the men that were not legal moves.
     */
    public Position withCounters(int halfmoveClock, int fullmoveNumber) {
        if (halfmoveClock < 0 || fullmoveNumber < 1) {
            throw new IllegalArgumentException("halfmove clock " + halfmoveClock + " and fullmove number "
                    + fullmoveNumber + ": the clock is at least 0 and the number at least 1");
        }
        Board b = board.copy();
        b.halfmove = halfmoveClock;
        b.fullmove = fullmoveNumber;
        return new Position(b);
    }

    /** The same men with the other player to move and no en-passant square. */
    public Position withSideToMove(Color side) {
        Board b = board.copy();
        b.side = side == Color.WHITE ? Board.WHITE : Board.BLACK;
        b.ep = -1;
        return new Position(b);
    }

    @SuppressWarnings("unchecked")
    private static Optional<Piece>[] occupants() {
        Piece[] pieces = Piece.values();
        Optional<Piece>[] all = new Optional[pieces.length];
        for (Piece p : pieces) {
            all[p.ordinal()] = Optional.of(p);
        }
        return all;
    }

    /**
     * This position packed for keeping, without the move generator's array of squares and without
     * the legal moves found for it: a record that keeps the position of every turn of a game keeps
     * this, and unpacks the few it reads again.
     */
    public PackedPosition pack() {
        return PackedPosition.of(board);
    }

    Board board() {
        return board;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && p.fen().equals(fen());
    }

    @Override
    public int hashCode() {
        return fen().hashCode();
    }

    @Override
    public String toString() {
        return fen();
    }
}

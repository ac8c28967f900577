package org.arbiter.draughts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * An immutable position: where the men and Kings of both sides stand and whose turn it is. Every
 * move returns a new position. A side with no legal move has lost (it is blocked or has no pieces).
 */
public final class DraughtsPosition {
    private static final DraughtsPosition INITIAL = fromFen(Fen.INITIAL);
    private static final Comparator<DraughtsMove> BY_PATH = (a, b) -> {
        for (int i = 0; i < Math.min(a.path().size(), b.path().size()); i++) {
            int c = Integer.compare(a.path().get(i), b.path().get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.path().size(), b.path().size());
    };

    private final int black;
    private final int white;
    private final int kings;
    private final Side side;
    /** The legal moves, found on first use; an immutable list's final fields make it safe to share between threads. */
    private List<DraughtsMove> legal;

    private DraughtsPosition(int black, int white, int kings, Side side) {
        this.black = black;
        this.white = white;
        this.kings = kings;
        this.side = side;
    }

    /** The opening position: Black's men on 1-12, White's on 21-32, Black to move. */
    public static DraughtsPosition initial() {
        return INITIAL;
    }

    /** Reads a PDN FEN such as {@code W:W21,22,K30:B1,2,K5}; refuses a bad one with {@link FenError}. */
    public static DraughtsPosition fromFen(String fen) {
        int[] b = Fen.parse(fen);
        return new DraughtsPosition(b[0], b[1], b[2], b[3] == 0 ? Side.BLACK : Side.WHITE);
    }

    /** The PDN FEN: side to move, White's pieces, Black's pieces, in square order. */
    public String fen() {
        return Fen.format(black, white, kings, side);
    }

    public Side sideToMove() {
        return side;
    }

    public Optional<Piece> pieceAt(int square) {
        if (!Squares.valid(square)) {
            throw new IllegalArgumentException("there is no square " + square + "; squares are 1 to 32");
        }
        int bit = Bitboards.bit(square);
        if (((black | white) & bit) == 0) {
            return Optional.empty();
        }
        return Optional.of(Piece.of((black & bit) != 0 ? Side.BLACK : Side.WHITE, (kings & bit) != 0));
    }

    /** Every piece on the board by its square, in square order. */
    public Map<Integer, Piece> pieces() {
        Map<Integer, Piece> all = new TreeMap<>();
        for (int b = black | white; b != 0; b &= b - 1) {
            int square = Bitboards.square(b & -b);
            all.put(square, pieceAt(square).orElseThrow());
        }
        return Collections.unmodifiableMap(all);
    }

    /** How many pieces of this kind stand on the board. */
    public int count(Piece piece) {
        int own = piece.side() == Side.BLACK ? black : white;
        return Integer.bitCount(piece.isKing() ? own & kings : own & ~kings);
    }

    /** The mover's pieces as the generator sees them (its men going down the numbers). */
    int me() {
        return side == Side.BLACK ? black : Bitboards.turn(white);
    }

    int opponent() {
        return side == Side.BLACK ? white : Bitboards.turn(black);
    }

    int moverKings() {
        return side == Side.BLACK ? kings : Bitboards.turn(kings);
    }

    /** Every legal move, captures only where one is possible (law vii), ordered by their squares. */
    public List<DraughtsMove> legalMoves() {
        List<DraughtsMove> l = legal;
        if (l == null) {
            MoveList list = new MoveList();
            MoveGenerator.generate(me(), opponent(), moverKings(), list);
            List<DraughtsMove> moves = new ArrayList<>(list.size);
            for (int i = 0; i < list.size; i++) {
                moves.add(toMove(list, i));
            }
            moves.sort(BY_PATH);
            l = List.copyOf(moves);
            legal = l;
        }
        return l;
    }

    private DraughtsMove toMove(MoveList list, int i) {
        int jumps = Integer.bitCount(list.captured[i]);
        int[] squares = new int[Math.max(jumps, 1) + 1];
        squares[0] = absolute(Bitboards.square(list.from[i]));
        if (jumps == 0) {
            squares[1] = absolute(Bitboards.square(list.to[i]));
        }
        for (int j = 0; j < jumps; j++) {
            squares[j + 1] = absolute((int) (list.path[i] >>> (5 * j) & 31) + 1);
        }
        return DraughtsMove.of(squares);
    }

    /** A square as the mover's view numbers it, turned back to the board's numbering. */
    private int absolute(int square) {
        return side == Side.BLACK ? square : Squares.COUNT + 1 - square;
    }

    public boolean hasLegalMoves() {
        return !legalMoves().isEmpty();
    }

    /** Whether the side to move must take (law vii). */
    public boolean mustCapture() {
        return MoveGenerator.takers(me(), opponent(), moverKings()) != 0;
    }

    public boolean isLegal(DraughtsMove move) {
        return legalMoves().contains(move);
    }

    /** The position after a legal move; anything else is refused with {@link MoveError}. */
    public DraughtsPosition play(DraughtsMove move) {
        if (!isLegal(move)) {
            throw new MoveError(move.notation(), fen(), illegalReason(move.notation()));
        }
        int from = Bitboards.bit(move.from());
        int to = Bitboards.bit(move.to());
        int taken = 0;
        for (int square : move.captured()) {
            taken |= Bitboards.bit(square);
        }
        int k = kings & ~taken;
        if ((k & from) != 0) {
            k = (k ^ from) | to;
        } else if ((to & (side == Side.BLACK ? Bitboards.CROWN_ROW : Bitboards.OPPONENT_CROWN_ROW)) != 0) {
            k |= to;
        }
        if (side == Side.BLACK) {
            return new DraughtsPosition(black ^ from ^ to, white & ~taken, k, Side.WHITE);
        }
        return new DraughtsPosition(black & ~taken, white ^ from ^ to, k, Side.BLACK);
    }

    /** Reads and plays a move written in PDN; see {@link #move(String)}. */
    public DraughtsPosition play(String text) {
        return play(move(text));
    }

    /**
     * The legal move a PDN text names: {@code 11-15}, {@code 15x22x31} with every landing square, or
     * {@code 15x31} with only the first and last where no other capture between them takes other men.
     * The squares decide: a step written with {@code x} or a capture written with {@code -} is read
     * (see {@link #read(String)} for the note that says so).
     */
    public DraughtsMove move(String text) {
        return read(text).move();
    }

    /**
     * Reads a move by the squares it names, whatever separator it is written with ({@code -},
     * {@code x} or {@code :}, as PDN's first description allows), and notes where the separator does
     * not fit the move. Refused with {@link MoveError} only where no legal move has those squares, or
     * more than one does.
     */
    public WrittenMove read(String text) {
        String t = text == null ? "" : text.strip();
        boolean capture = t.indexOf('x') >= 0 || t.indexOf('X') >= 0;
        String[] parts = t.split("[-xX:]", -1);
        List<Integer> squares = new ArrayList<>(parts.length);
        for (String part : parts) {
            try {
                squares.add(Integer.parseInt(part));
            } catch (NumberFormatException e) {
                throw new MoveError(t, fen(), "is not a move; moves are written 11-15 or 15x22x31");
            }
        }
        if (squares.size() < 2) {
            throw new MoveError(t, fen(), "is not a move; moves are written 11-15 or 15x22x31");
        }
        List<DraughtsMove> matches = new ArrayList<>(2);
        for (DraughtsMove m : legalMoves()) {
            if (matches(m, squares)) {
                matches.add(m);
            }
        }
        if (matches.isEmpty()) {
            throw new MoveError(t, fen(), illegalReason(t));
        }
        DraughtsMove first = matches.get(0);
        for (DraughtsMove m : matches) {
            if (!Set.copyOf(m.captured()).equals(Set.copyOf(first.captured()))) {
                List<String> all = new ArrayList<>();
                matches.forEach(c -> all.add(c.notation()));
                throw new MoveError(t, fen(), "is ambiguous: it could be " + String.join(" or ", all));
            }
        }
        Optional<String> note = Optional.empty();
        if (first.isCapture() && !capture) {
            note = Optional.of(t + " is written as a step but takes: " + first.notation());
        } else if (!first.isCapture() && capture) {
            note = Optional.of(t + " is written as a capture but takes nothing: " + first.notation());
        }
        return new WrittenMove(t, first, note);
    }

    /** The full path, or the first and last square of a capture whose middle is left out. */
    private static boolean matches(DraughtsMove move, List<Integer> squares) {
        if (move.path().equals(squares)) {
            return true;
        }
        return squares.size() == 2 && move.isCapture()
                && move.from() == squares.get(0) && move.to() == squares.get(1);
    }

    private String illegalReason(String text) {
        if (mustCapture()) {
            List<String> captures = new ArrayList<>();
            legalMoves().forEach(m -> captures.add(m.notation()));
            return "is not a legal move: a capture is compulsory (" + String.join(", ", captures) + ")";
        }
        return "is not a legal move";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DraughtsPosition p && p.black == black && p.white == white && p.kings == kings
                && p.side == side;
    }

    @Override
    public int hashCode() {
        return ((black * 31 + white) * 31 + kings) * 2 + side.ordinal();
    }

    @Override
    public String toString() {
        return fen();
    }
}

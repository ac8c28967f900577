package org.arbiter.chess.notation;

import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Color;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.DescriptiveLexer.Kind;
import org.arbiter.chess.notation.DescriptiveLexer.Token;

/**
 * English descriptive notation, short ({@code P-K4}, {@code Kt-B3}, {@code PxP},
 * {@code BxKtP ch}, {@code Castles}), long ({@code KKt-KB3}, {@code QR-Q1}, {@code Kt(K5)xB},
 * {@code P-K8(Q)}) and the full record of I.13.A ("Pawn on King's second square to King's
 * fourth square", "Castles Queen's Rook"). Squares are counted from the mover's side.
 *
 * <p>I.13.C: "Any sign or word or abbreviation of a word may be omitted in recording or
 * communicating a move, provided that the move can be recorded or communicated without such
 * sign or word or abbreviation of a word." Whatever the record leaves out stays open: "B4"
 * without K or Q is either Bishop's file, "P" without a file is any Pawn, a missing "to" leaves
 * open whether the move takes, a missing promotion piece leaves every piece open. A record with
 * more than one parse ("PxQR": the Queen's Rook, or the Queen and then a Rook by promotion)
 * yields every parse, and the legal moves decide.
 *
 * <p>The sign "-" ("to") and "x" ("takes") follow I.13.A(a) and (b): a record with "to" is of a
 * move without capture.
 */
final class DescriptiveReader implements NotationReader {

    @Override
    public String family() {
        return "English descriptive notation";
    }

    @Override
    public List<MoveConstraint> read(Position position, String text) {
        if (hasAlgebraicSquare(text)) {
            return List.of();
        }
        List<Token> tokens = DescriptiveLexer.tokens(text);
        if (tokens == null || tokens.isEmpty()) {
            return List.of();
        }
        return new Parse(position, tokens).readings();
    }

    /** A lower-case file followed by a rank, as in e4, belongs to the algebraic notations. */
    private static boolean hasAlgebraicSquare(String text) {
        for (int i = 0; i + 1 < text.length(); i++) {
            if (Chars.isSquareAt(text, i)) {
                return true;
            }
        }
        return false;
    }

    /** A man as a record names it: its kind, the files a Pawn's name gives, a K or Q qualifier. */
    private record Man(PieceType type, long files, PieceType side, int end) {
    }

    /** A square as a record names it, already turned into board squares, and where it ends. */
    private record Place(long mask, int end) {
    }

    /** One way of reading the tokens. */
    private static final class Parse {
        private final Position position;
        private final Color us;
        private final List<Token> tokens;
        private final List<MoveConstraint> readings = new ArrayList<>(1);

        Parse(Position position, List<Token> tokens) {
            this.position = position;
            this.us = position.sideToMove();
            this.tokens = tokens;
        }

        List<MoveConstraint> readings() {
            if (is(0, Kind.CASTLES) || is(0, Kind.CASTLES_KING_SIDE) || is(0, Kind.CASTLES_QUEEN_SIDE)) {
                castling();
                return readings;
            }
            for (Man mover : men(0)) {
                afterMover(mover);
            }
            return readings;
        }

        /**
         * I.13.A(d): "Castles King's Rook" or "Castles Queen's Rook"; "Castles" alone leaves
         * the side open (I.13.C).
         */
        private void castling() {
            MoveConstraint.Castling side = MoveConstraint.Castling.EITHER_SIDE;
            if (is(0, Kind.CASTLES_KING_SIDE)) {
                side = MoveConstraint.Castling.KING_SIDE;
            } else if (is(0, Kind.CASTLES_QUEEN_SIDE)) {
                side = MoveConstraint.Castling.QUEEN_SIDE;
            }
            for (int i = 1; i < tokens.size(); i++) {
                Kind k = tokens.get(i).kind();
                if ((k == Kind.KING || k == Kind.QUEEN) && side == MoveConstraint.Castling.EITHER_SIDE) {
                    side = k == Kind.KING ? MoveConstraint.Castling.KING_SIDE : MoveConstraint.Castling.QUEEN_SIDE;
                } else if (k != Kind.ROOK && k != Kind.ON && k != Kind.SIDE && k != Kind.KING && k != Kind.QUEEN) {
                    return;
                }
            }
            readings.add(MoveConstraint.builder().mover(PieceType.KING).castling(side).build());
        }

        private void afterMover(Man mover) {
            MoveConstraint.Builder b = MoveConstraint.builder();
            applyMan(b, mover, us, true);
            int i = mover.end();
            if (is(i, Kind.ON) || is(i, Kind.OPEN)) {
                Place on = place(i + 1);
                if (on == null) {
                    return;
                }
                boolean bracketed = is(i, Kind.OPEN);
                if (bracketed && !is(on.end(), Kind.CLOSE)) {
                    return;
                }
                b.from(on.mask());
                i = bracketed ? on.end() + 1 : on.end();
            }
            if (is(i, Kind.TO)) {
                Place to = place(i + 1);
                if (to != null) {
                    b.to(to.mask()).capture(MoveConstraint.Capture.FORBIDDEN);
                    tail(b, to.end());
                }
            } else if (is(i, Kind.TAKES)) {
                afterTakes(b, i + 1);
            } else {
                Place to = place(i);
                if (to != null) {
                    b.to(to.mask());
                    tail(b, to.end());
                }
            }
        }

        /** I.13.A(b), (c): the captured man, perhaps with its square, or only "in passing". */
        private void afterTakes(MoveConstraint.Builder b, int i) {
            b.capture(MoveConstraint.Capture.REQUIRED);
            if (i == tokens.size() || is(i, Kind.IN_PASSING)) {
                tail(b.copy(), i);
            }
            for (Man victim : men(i)) {
                MoveConstraint.Builder c = b.copy();
                applyMan(c, victim, us.opposite(), false);
                int j = victim.end();
                if (is(j, Kind.ON) || is(j, Kind.OPEN)) {
                    Place on = place(j + 1);
                    boolean bracketed = is(j, Kind.OPEN);
                    if (on != null && (!bracketed || is(on.end(), Kind.CLOSE))) {
                        MoveConstraint.Builder d = c.copy().capturedOn(on.mask());
                        tail(d, bracketed ? on.end() + 1 : on.end());
                    }
                }
                tail(c, j);
            }
        }

        /** The promotion piece and "in passing", then the end of the record. */
        private void tail(MoveConstraint.Builder b, int i) {
            int j = i;
            boolean marked = is(j, Kind.PROMOTE);
            if (marked) {
                j++;
            }
            PieceType promotion = null;
            if (is(j, Kind.OPEN) && promotionPiece(j + 1) != null && is(j + 2, Kind.CLOSE)) {
                promotion = promotionPiece(j + 1);
                j += 3;
            } else if (promotionPiece(j) != null) {
                promotion = promotionPiece(j);
                j++;
            } else if (marked) {
                return;
            }
            if (promotion != null) {
                b.promotion(promotion);
            }
            if (is(j, Kind.IN_PASSING)) {
                b.inPassing();
                j++;
            }
            if (j == tokens.size()) {
                readings.add(b.build());
            }
        }

        private PieceType promotionPiece(int i) {
            if (i >= tokens.size()) {
                return null;
            }
            PieceType t = pieceOf(tokens.get(i).kind());
            return t != null && t.isPromotionPiece() ? t : null;
        }

        /**
         * The men a run of piece letters can name, longest first: P, KP, KBP, QKtP (Pawns by
         * their file, I.8), B, KB, QR (pieces, I.6), K, Q.
         */
        private List<Man> men(int i) {
            List<Man> men = new ArrayList<>(2);
            PieceType a = pieceAt(i);
            PieceType b = pieceAt(i + 1);
            PieceType c = pieceAt(i + 2);
            if (a == null) {
                return men;
            }
            if (c == PieceType.PAWN && isSide(a) && isWing(b)) {
                men.add(new Man(PieceType.PAWN, DescriptiveNames.files(a, b), null, i + 3));
            }
            if (b == PieceType.PAWN && a != PieceType.PAWN) {
                men.add(new Man(PieceType.PAWN, DescriptiveNames.files(null, a), null, i + 2));
            }
            if (isSide(a) && isWing(b)) {
                men.add(new Man(b, -1L, a, i + 2));
            }
            men.add(new Man(a, -1L, null, i + 1));
            return men;
        }

        /** A square name: a file designation, then a rank or "sq" (first square, I.13.B). */
        private Place place(int i) {
            PieceType a = pieceAt(i);
            if (a == null || a == PieceType.PAWN) {
                return null;
            }
            PieceType b = pieceAt(i + 1);
            long files;
            int j;
            if (isSide(a) && isWing(b)) {
                files = DescriptiveNames.files(a, b);
                j = i + 2;
            } else {
                files = DescriptiveNames.files(null, a);
                j = i + 1;
            }
            int rank;
            if (is(j, Kind.RANK)) {
                rank = tokens.get(j).rank();
                j++;
                if (is(j, Kind.SQUARE)) {
                    j++;
                }
            } else if (is(j, Kind.SQUARE)) {
                rank = 1;
                j++;
            } else {
                return null;
            }
            return new Place(files & DescriptiveNames.rank(us, rank), j);
        }

        private void applyMan(MoveConstraint.Builder b, Man man, Color owner, boolean moving) {
            long squares = man.files();
            if (man.side() != null) {
                squares &= DescriptiveNames.qualified(position, owner, man.type(), man.side());
            }
            if (moving) {
                b.mover(man.type()).from(squares);
            } else {
                b.captured(man.type());
                if (squares != -1L) {
                    b.capturedOn(squares);
                }
            }
        }

        private boolean is(int i, Kind kind) {
            return i < tokens.size() && tokens.get(i).kind() == kind;
        }

        private PieceType pieceAt(int i) {
            return i < tokens.size() ? pieceOf(tokens.get(i).kind()) : null;
        }

        private static PieceType pieceOf(Kind kind) {
            switch (kind) {
                case KING: return PieceType.KING;
                case QUEEN: return PieceType.QUEEN;
                case ROOK: return PieceType.ROOK;
                case KNIGHT: return PieceType.KNIGHT;
                case BISHOP: return PieceType.BISHOP;
                case PAWN: return PieceType.PAWN;
                default: return null;
            }
        }

        private static boolean isSide(PieceType t) {
            return t == PieceType.KING || t == PieceType.QUEEN;
        }

        private static boolean isWing(PieceType t) {
            return t == PieceType.ROOK || t == PieceType.KNIGHT || t == PieceType.BISHOP;
        }
    }
}

package org.arbiter.chess;

/**
 * Forsyth-Edwards Notation in and out. Trailing fields may be left off (side to move defaults
 * to white, no castling, no en-passant square, clocks 0 and 1), so the two-field form used in
 * replay output reads back.
 */
final class Fen {
    static final String INITIAL = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private Fen() {
    }

    static Board parse(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new InvalidFen(String.valueOf(fen), "it is empty");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length > 6) {
            throw new InvalidFen(fen, "it has " + fields.length + " fields; at most 6 are allowed");
        }
        Board b = new Board();
        parsePlacement(fen, fields[0], b);
        b.side = fields.length > 1 ? parseSide(fen, fields[1]) : Board.WHITE;
        if (fields.length > 2) {
            parseCastling(fen, fields[2], b);
        }
        b.ep = fields.length > 3 ? parseEnPassant(fen, fields[3], b.side) : -1;
        b.halfmove = fields.length > 4 ? parseNumber(fen, fields[4], "half-move clock", 0) : 0;
        b.fullmove = fields.length > 5 ? parseNumber(fen, fields[5], "move number", 1) : 1;
        validate(fen, b);
        return b;
    }

    private static void parsePlacement(String fen, String placement, Board b) {
        String[] ranks = placement.split("/", -1);
        if (ranks.length != 8) {
            throw new InvalidFen(fen, "the placement has " + ranks.length + " ranks; 8 are needed");
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if ("PNBRQKpnbrqk".indexOf(c) >= 0) {
                    if (file > 7) {
                        break;
                    }
                    b.put(rank * 8 + file, Piece.fromFenChar(c).ordinal());
                    file++;
                } else {
                    throw new InvalidFen(fen, "'" + c + "' in rank " + (rank + 1) + " is not a man or a count of empty squares");
                }
            }
            if (file != 8) {
                throw new InvalidFen(fen, "rank " + (rank + 1) + " covers " + file + " squares; 8 are needed");
            }
        }
    }

    private static int parseSide(String fen, String side) {
        switch (side) {
            case "w": return Board.WHITE;
            case "b": return Board.BLACK;
            default: throw new InvalidFen(fen, "side to move '" + side + "' is neither w nor b");
        }
    }

    /**
     * The castling field: {@code KQkq} (the Rook on the outer file of each side of the King, as
     * X-FEN reads them), the files of the Rooks that may castle ({@code HAha}, Shredder-FEN; X-FEN
     * too where the outer Rook is not the one), or {@code -}. A King or Rook not on the usual squares
     * makes the position a Chess960 one.
     */
    private static void parseCastling(String fen, String field, Board b) {
        if (field.equals("-")) {
            return;
        }
        int[] kingHome = Castles.STANDARD.kingHome.clone();
        int[] rookHome = Castles.STANDARD.rookHome.clone();
        int rights = 0;
        for (char c : field.toCharArray()) {
            int colour = Character.isUpperCase(c) ? Board.WHITE : Board.BLACK;
            int rank = colour == Board.WHITE ? 0 : 56;
            char letter = Character.toUpperCase(c);
            int king = b.kingSquare(colour);
            boolean kingOnRank = b.pieces[colour * 6 + 5] != 0 && (king & 56) == rank;
            int rook;
            if (letter == 'K' || letter == 'Q') {
                rook = outerRook(b, colour, king, letter == 'K', kingOnRank);
            } else if (letter >= 'A' && letter <= 'H') {
                rook = rank + (letter - 'A');
                if (!kingOnRank || rook == king) {
                    throw new InvalidFen(fen, "castling field '" + field + "': '" + c + "' names a Rook's file, but the "
                            + (colour == Board.WHITE ? "white" : "black") + " King is not on his first rank beside it");
                }
            } else {
                throw new InvalidFen(fen, "castling field '" + field + "' may hold only K, Q, k, q, the Rooks' files"
                        + " (A-H, a-h) or -");
            }
            int right = kingOnRank ? Board.castleRight(colour, king, rook) : colour * 2 + (letter == 'Q' ? 1 : 0);
            rights |= 1 << right;
            rookHome[right] = rook;
            if (kingOnRank) {
                kingHome[colour] = king;
            }
        }
        b.castling = rights;
        b.castles = Castles.of(kingHome, rookHome, rights);
    }

    /**
     * The Rook that {@code K} or {@code Q} names: the one on the outermost file of that side of the
     * King on his first rank; where there is none, the usual corner, as a position without Chess960
     * has always been read.
     */
    private static int outerRook(Board b, int colour, int king, boolean kingSide, boolean kingOnRank) {
        int rank = colour == Board.WHITE ? 0 : 56;
        int rook = colour * 6 + 3;
        if (kingOnRank) {
            for (int file = kingSide ? 7 : 0; kingSide ? file > (king & 7) : file < (king & 7); file += kingSide ? -1 : 1) {
                if (b.squares[rank + file] == rook) {
                    return rank + file;
                }
            }
        }
        return rank + (kingSide ? 7 : 0);
    }

    private static int parseEnPassant(String fen, String field, int side) {
        if (field.equals("-")) {
            return -1;
        }
        Square sq = Square.tryParse(field)
                .orElseThrow(() -> new InvalidFen(fen, "en-passant field '" + field + "' is not a square"));
        int expectedRank = side == Board.WHITE ? 5 : 2;
        if (sq.rank() != expectedRank) {
            throw new InvalidFen(fen, "en-passant square " + field + " is not on the rank a Pawn passes over");
        }
        return sq.ordinal();
    }

    private static int parseNumber(String fen, String field, String what, int min) {
        try {
            int n = Integer.parseInt(field);
            if (n < min) {
                throw new InvalidFen(fen, what + " " + field + " is below " + min);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new InvalidFen(fen, what + " '" + field + "' is not a number");
        }
    }

    private static void validate(String fen, Board b) {
        for (int color = 0; color < 2; color++) {
            int kings = Long.bitCount(b.pieces[color * 6 + 5]);
            if (kings != 1) {
                throw new InvalidFen(fen, (color == 0 ? "white" : "black") + " has " + kings + " kings; exactly 1 is needed");
            }
        }
        if (((b.pieces[0] | b.pieces[6]) & (0xFFL | 0xFFL << 56)) != 0) {
            throw new InvalidFen(fen, "a Pawn stands on the first or eighth rank");
        }
        int them = b.side ^ 1;
        if (b.attacked(b.kingSquare(them), b.side)) {
            throw new InvalidFen(fen, "the side not to move is in check");
        }
    }

    static String placement(Board b) {
        StringBuilder sb = new StringBuilder(72);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = b.squares[rank * 8 + file];
                if (piece == Board.EMPTY) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(Piece.byCode(piece).fenChar());
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    static String format(Board b) {
        return format(b, false);
    }

    /**
     * The FEN of a board; its castling field as X-FEN writes it ({@code KQkq}, a Rook's file only
     * where another Rook stands outside it), or with {@code shredder} the files of the Rooks that may
     * castle ({@code HAha}).
     */
    static String format(Board b, boolean shredder) {
        StringBuilder sb = new StringBuilder(placement(b));
        sb.append(b.side == Board.WHITE ? " w " : " b ");
        if (b.castling == 0) {
            sb.append('-');
        } else {
            for (int right = 0; right < 4; right++) {
                if ((b.castling & (1 << right)) != 0) {
                    sb.append(castlingLetter(b, right, shredder));
                }
            }
        }
        sb.append(' ').append(b.ep < 0 ? "-" : Square.byIndex(b.ep).algebraic());
        sb.append(' ').append(b.halfmove).append(' ').append(b.fullmove);
        return sb.toString();
    }

    private static char castlingLetter(Board b, int right, boolean shredder) {
        int colour = right >> 1;
        int rook = b.castles.rookHome[right];
        boolean outer = outerRook(b, colour, b.castles.kingHome[colour], (right & 1) == 0, true) == rook;
        char letter = shredder || !outer ? (char) ('A' + (rook & 7)) : "KQ".charAt(right & 1);
        return colour == Board.WHITE ? letter : Character.toLowerCase(letter);
    }
}

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
        b.castling = fields.length > 2 ? parseCastling(fen, fields[2]) : 0;
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

    private static int parseCastling(String fen, String field) {
        if (field.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (char c : field.toCharArray()) {
            int bit = "KQkq".indexOf(c);
            if (bit < 0) {
                throw new InvalidFen(fen, "castling field '" + field + "' may hold only K, Q, k, q or -");
            }
            rights |= 1 << bit;
        }
        return rights;
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
        StringBuilder sb = new StringBuilder(placement(b));
        sb.append(b.side == Board.WHITE ? " w " : " b ");
        if (b.castling == 0) {
            sb.append('-');
        } else {
            for (int i = 0; i < 4; i++) {
                if ((b.castling & (1 << i)) != 0) {
                    sb.append("KQkq".charAt(i));
                }
            }
        }
        sb.append(' ').append(b.ep < 0 ? "-" : Square.byIndex(b.ep).algebraic());
        sb.append(' ').append(b.halfmove).append(' ').append(b.fullmove);
        return sb.toString();
    }
}

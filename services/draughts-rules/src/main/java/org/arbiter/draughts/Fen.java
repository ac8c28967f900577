package org.arbiter.draughts;

/**
 * The PDN FEN form, side to move first: {@code W:W21,22,K30:B1,2,K5}. {@code K} marks a King,
 * ranges such as {@code W21-32} are read, a closing full stop is allowed, and the two colour
 * fields may come in either order. Writing gives the side, then White's pieces, then Black's.
 */
final class Fen {
    static final String INITIAL = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12";

    private Fen() {
    }

    /** The boards as {@code {black, white, kings, side}} with side 0 for Black, 1 for White. */
    static int[] parse(String fen) {
        if (fen == null || fen.isBlank()) {
            throw new FenError(String.valueOf(fen), "it is empty");
        }
        String text = fen.strip();
        if (text.endsWith(".")) {
            text = text.substring(0, text.length() - 1);
        }
        String[] fields = text.split(":", -1);
        if (fields.length != 3) {
            throw new FenError(fen, "it has " + fields.length + " fields separated by ':'; 3 are needed (side, White, Black)");
        }
        int[] boards = new int[4];
        boards[3] = side(fen, fields[0].strip());
        boolean[] seen = new boolean[2];
        for (int i = 1; i < 3; i++) {
            String field = fields[i].strip();
            if (field.isEmpty()) {
                throw new FenError(fen, "field " + (i + 1) + " is empty; it must start with W or B");
            }
            int colour = side(fen, field.substring(0, 1));
            if (seen[colour]) {
                throw new FenError(fen, "the pieces of " + (colour == 0 ? "Black" : "White") + " are given twice");
            }
            seen[colour] = true;
            pieces(fen, field.substring(1), colour, boards);
        }
        int uncrowned = (boards[0] & ~boards[2] & Bitboards.CROWN_ROW) | (boards[1] & ~boards[2] & Bitboards.OPPONENT_CROWN_ROW);
        if (uncrowned != 0) {
            throw new FenError(fen, "the man on " + Bitboards.square(uncrowned & -uncrowned)
                    + " stands on the far row and would have been crowned");
        }
        return boards;
    }

    private static int side(String fen, String letter) {
        switch (letter) {
            case "B": return 0;
            case "W": return 1;
            default: throw new FenError(fen, "'" + letter + "' is not a side; expected W or B");
        }
    }

    private static void pieces(String fen, String list, int colour, int[] boards) {
        if (list.isBlank()) {
            return;
        }
        for (String item : list.split(",", -1)) {
            String s = item.strip();
            boolean king = s.startsWith("K");
            if (king) {
                s = s.substring(1);
            }
            int dash = s.indexOf('-');
            int first = number(fen, dash < 0 ? s : s.substring(0, dash));
            int last = dash < 0 ? first : number(fen, s.substring(dash + 1));
            if (last < first) {
                throw new FenError(fen, "the range " + s + " runs backwards");
            }
            for (int square = first; square <= last; square++) {
                int bit = Bitboards.bit(square);
                if (((boards[0] | boards[1]) & bit) != 0) {
                    throw new FenError(fen, "square " + square + " holds two pieces");
                }
                boards[colour] |= bit;
                if (king) {
                    boards[2] |= bit;
                }
            }
        }
    }

    private static int number(String fen, String text) {
        int square;
        try {
            square = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new FenError(fen, "'" + text + "' is not a square number");
        }
        if (!Squares.valid(square)) {
            throw new FenError(fen, "there is no square " + square + "; squares are 1 to 32");
        }
        return square;
    }

    static String format(int black, int white, int kings, Side side) {
        StringBuilder sb = new StringBuilder(100).append(side.letter());
        sb.append(":W");
        list(sb, white, kings);
        sb.append(":B");
        list(sb, black, kings);
        return sb.toString();
    }

    private static void list(StringBuilder sb, int pieces, int kings) {
        boolean first = true;
        for (int b = pieces; b != 0; b &= b - 1) {
            int bit = b & -b;
            if (!first) {
                sb.append(',');
            }
            first = false;
            if ((kings & bit) != 0) {
                sb.append('K');
            }
            sb.append(Bitboards.square(bit));
        }
    }
}

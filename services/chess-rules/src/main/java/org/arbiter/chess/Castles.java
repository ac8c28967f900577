package org.arbiter.chess;

import java.util.Arrays;

/**
 * Where castling starts from: each side's King square and the square of the Rook each right
 * castles with. In the usual arrangement these are e1, h1, a1 (e8, h8, a8) and a castling is
 * written as the King's move (e1 to g1); in Chess960 (FIDE Laws, Guidelines II) the King and the
 * Rooks start on other files, and a castling is written as the King's move onto his own Rook's
 * square ({@code b1a1}), since the King's two-file rule no longer tells castling from a King's
 * move. Either way the King ends on the g- or c-file and the Rook beside him on the f- or d-file.
 * Immutable, so boards share it.
 */
final class Castles {
    static final Castles STANDARD = new Castles(false, new int[] {4, 60}, new int[] {7, 0, 63, 56});

    final boolean chess960;
    /** The King's starting square, by colour. */
    final int[] kingHome;
    /** The Rook's starting square, by right: {@link Board#WK}, WQ, BK, BQ in bit order. */
    final int[] rookHome;
    /** The rights kept when a man leaves or reaches each square (I.11.E(e)(1); Guidelines II.3). */
    final int[] mask = new int[64];

    private Castles(boolean chess960, int[] kingHome, int[] rookHome) {
        this.chess960 = chess960;
        this.kingHome = kingHome.clone();
        this.rookHome = rookHome.clone();
        Arrays.fill(mask, 15);
        mask[kingHome[0]] &= ~(Board.WK | Board.WQ);
        mask[kingHome[1]] &= ~(Board.BK | Board.BQ);
        for (int right = 0; right < 4; right++) {
            mask[rookHome[right]] &= ~(1 << right);
        }
    }

    /**
     * The arrangement of a position whose rights name these Rooks: the usual one when every King and
     * Rook that may castle stands where the usual arrangement has him, else a Chess960 one.
     */
    static Castles of(int[] kingHome, int[] rookHome, int rights) {
        boolean usual = true;
        for (int right = 0; right < 4; right++) {
            if ((rights & (1 << right)) != 0) {
                int colour = right >> 1;
                usual &= kingHome[colour] == STANDARD.kingHome[colour] && rookHome[right] == STANDARD.rookHome[right];
            }
        }
        return usual ? STANDARD : new Castles(true, kingHome, rookHome);
    }

    /** The file each King and Rook starts on, packed in 18 bits, for {@link PackedPosition}. */
    int packedFiles() {
        int bits = (kingHome[0] & 7) | (kingHome[1] & 7) << 3;
        for (int right = 0; right < 4; right++) {
            bits |= (rookHome[right] & 7) << (6 + 3 * right);
        }
        return bits;
    }

    static Castles unpack(boolean chess960, int files) {
        if (!chess960) {
            return STANDARD;
        }
        int[] kings = {files & 7, 56 + (files >>> 3 & 7)};
        int[] rooks = new int[4];
        for (int right = 0; right < 4; right++) {
            rooks[right] = (right < 2 ? 0 : 56) + (files >>> (6 + 3 * right) & 7);
        }
        return new Castles(true, kings, rooks);
    }

    /** The square the King reaches castling with {@code right}: the g- or c-file of his first rank. */
    static int kingTarget(int right) {
        return (right < 2 ? 0 : 56) + ((right & 1) == 0 ? 6 : 2);
    }

    /** The square the Rook reaches castling with {@code right}: the f- or d-file of his first rank. */
    static int rookTarget(int right) {
        return (right < 2 ? 0 : 56) + ((right & 1) == 0 ? 5 : 3);
    }
}

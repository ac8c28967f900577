package org.arbiter.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The magic tables answer exactly what walking the rays answers (I.9), for any occupancy. */
class MagicsTest {

    @Test
    void slidersMatchRayWalkingOnRandomOccupancies() {
        Random random = new Random(1897);
        for (int sq = 0; sq < 64; sq++) {
            for (int i = 0; i < 2000; i++) {
                // Sparse and dense boards both: AND or OR of random words.
                long occ = i % 2 == 0 ? random.nextLong() & random.nextLong() : random.nextLong() | random.nextLong();
                assertThat(Magics.rook(sq, occ)).as("rook on %d", sq).isEqualTo(Magics.slideRook(sq, occ));
                assertThat(Magics.bishop(sq, occ)).as("bishop on %d", sq).isEqualTo(Magics.slideBishop(sq, occ));
            }
        }
    }

    @Test
    void everyOccupancyOfEveryRelevantSquareGetsItsOwnAnswer() {
        long checked = 0;
        for (int sq = 0; sq < 64; sq++) {
            long rookMask = Magics.relevant(Magics.ROOK_STEPS, sq);
            long subset = 0;
            do {
                assertThat(Magics.rook(sq, subset)).isEqualTo(Magics.slideRook(sq, subset));
                checked++;
                subset = (subset - rookMask) & rookMask;
            } while (subset != 0);
            long bishopMask = Magics.relevant(Magics.BISHOP_STEPS, sq);
            do {
                assertThat(Magics.bishop(sq, subset)).isEqualTo(Magics.slideBishop(sq, subset));
                checked++;
                subset = (subset - bishopMask) & bishopMask;
            } while (subset != 0);
        }
        assertThat(checked).isEqualTo(102_400 + 5_248);
    }

    @Test
    void theConstantsAreTheOnesTheSeededSearchFinds() {
        assertThat(MagicSearch.search(Magics.ROOK_STEPS)).containsExactly(Magics.ROOK_MAGIC);
        assertThat(MagicSearch.search(Magics.BISHOP_STEPS)).containsExactly(Magics.BISHOP_MAGIC);
    }

    @Test
    void betweenAndLineFollowTheBoardGeometry() {
        int a1 = Square.A1.ordinal();
        int h8 = Square.H8.ordinal();
        assertThat(Attacks.BETWEEN[a1 * 64 + h8]).isEqualTo(0x0040201008040200L);
        assertThat(Attacks.LINE[Square.C3.ordinal() * 64 + Square.E5.ordinal()]).isEqualTo(0x8040201008040201L);
        assertThat(Attacks.BETWEEN[a1 * 64 + Square.B3.ordinal()]).isZero();
        assertThat(Attacks.LINE[Square.E1.ordinal() * 64 + Square.E4.ordinal()]).isEqualTo(0x1010101010101010L);
    }
}

package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** What the hands hold and have set down that no act has yet said, and what is left in them at the end. */
class HandTest {
    private static final Held E_PAWN = Held.lifted(Piece.WHITE_PAWN, Square.E2, 1000);

    @Test
    void aManPutDownStandsUnderTheHandUntilLetGoOrPickedUpAgain() {
        Hand down = Hand.empty().holding(E_PAWN).putDown(Square.E4, 1500);

        assertThat(down.held()).isNull();
        assertThat(down.busy()).isTrue();
        assertThat(down.free()).isFalse();
        assertThat(down.quitting()).isEqualTo(Piece.WHITE_PAWN);
        assertThat(down.pendingPlace()).isEqualTo(Square.E4);
        assertThat(down.pendingAt()).isEqualTo(1500);
        assertThat(down.pickedUp().held()).isEqualTo(E_PAWN);
        assertThat(down.pickedUp().busy()).isFalse();
        assertThat(down.released().free()).isTrue();
    }

    @Test
    void aManSlidingOnStaysUnderTheHand() {
        Hand slid = Hand.empty().holding(E_PAWN).putDown(Square.E3, 1500).under(E_PAWN, Square.E4, 1600);

        assertThat(slid.pendingPlace()).isEqualTo(Square.E4);
        assertThat(slid.pendingAt()).isEqualTo(1600);
        assertThat(slid.quitting()).isEqualTo(Piece.WHITE_PAWN);
    }

    @Test
    void aPromotedPieceRestsUnderTheHandAndIsWhatIsLetGo() {
        Hand promoted = Hand.empty().holding(Held.lifted(Piece.WHITE_PAWN, Square.E7, 0)).promoted(Piece.WHITE_QUEEN);

        assertThat(promoted.held()).isNull();
        assertThat(promoted.busy()).isTrue();
        assertThat(promoted.quitting()).isEqualTo(Piece.WHITE_QUEEN);
        assertThat(promoted.released().busy()).isFalse();
    }

    @Test
    void menLiftedWhileTheHandHoldsAnotherWaitInOrderAndOnlyThoseNotYetDownAreFound() {
        Held rook = Held.lifted(Piece.WHITE_ROOK, Square.H1, 1200);
        Held knight = Held.lifted(Piece.WHITE_KNIGHT, Square.G1, 1300);
        Hand hand = Hand.empty().holding(Held.lifted(Piece.WHITE_KING, Square.E1, 1000)).waits(rook).waits(knight);

        assertThat(hand.waiting(Piece.WHITE_KNIGHT)).isEqualTo(1);
        Hand landed = hand.landed(1, Square.F3);
        assertThat(landed.waiting(Piece.WHITE_KNIGHT)).isEqualTo(-1);
        assertThat(landed.waiting().get(1).landedOn()).isEqualTo(Square.F3);
        assertThat(hand.first(1).waiting()).containsExactly(knight, rook);
        assertThat(hand.takenUp().waiting()).containsExactly(knight);
        assertThat(hand.waiting()).containsExactly(rook, knight);
        assertThat(hand.quiet()).isFalse();
    }

    @Test
    void menNoActExplainsAreFoundByManAndLeaveBySquare() {
        Hand hand = Hand.empty().orphaned(Square.D5, Piece.BLACK_PAWN, 100).orphaned(Square.D6, Piece.BLACK_PAWN, 200)
                .orphaned(Square.D5, Piece.BLACK_KNIGHT, 300);

        assertThat(hand.orphan(Piece.BLACK_PAWN)).isEqualTo(new Hand.Orphan(Square.D5, Piece.BLACK_PAWN, 100));
        assertThat(hand.orphan(Piece.WHITE_PAWN)).isNull();
        assertThat(hand.leftFrom(Square.D5).orphans()).containsExactly(new Hand.Orphan(Square.D6, Piece.BLACK_PAWN, 200));
        assertThat(hand.without(hand.orphan(Piece.BLACK_PAWN)).orphan(Piece.BLACK_PAWN).square()).isEqualTo(Square.D6);
        assertThat(hand.quiet()).isFalse();
    }

    @Test
    void aPieceSeenOnTheLastRankIsWhatALiftedPawnOfItsSideIsPromotedTo() {
        Hand hand = Hand.empty().orphaned(Square.D1, Piece.WHITE_QUEEN, 100).orphaned(Square.E8, Piece.WHITE_QUEEN, 200);

        assertThat(hand.promotedOrphan(Piece.WHITE_PAWN).square()).isEqualTo(Square.E8);
        assertThat(hand.promotedOrphan(Piece.BLACK_PAWN)).isNull();
        assertThat(hand.promotedOrphan(Piece.WHITE_ROOK)).isNull();
    }

    @Test
    void theHandIsQuietOnlyWithNothingHeldTakenOffOrUnexplained() {
        assertThat(Hand.empty().quiet()).isTrue();
        assertThat(Hand.empty().outOfTurn(Held.lifted(Piece.BLACK_PAWN, Square.E7, 0)).quiet()).isFalse();
        assertThat(Hand.empty().swapping(Square.E8).quiet()).isFalse();
        assertThat(Hand.empty().swapping(Square.E8).swapping(null).quiet()).isTrue();
        assertThat(Hand.empty().holding(E_PAWN).quiet()).isFalse();
    }

    @Test
    void whatIsLeftInHandAtTheEndIsSaidInNotes_notTheKingsWhenTheyGaveTheResult() {
        Hand hand = Hand.empty().holding(Held.lifted(Piece.WHITE_KING, Square.E1, 0))
                .orphaned(Square.H5, Piece.BLACK_QUEEN, 4500).swapping(Square.A8);
        ActLog log = ActLog.from(0).emit(5000, BoardAct.Kind.LIFT, org.arbiter.chess.Color.WHITE, Square.E1, Piece.WHITE_KING);

        assertThat(hand.leftOver(log, false).lines()).extracting(BoardAct::line).containsExactly(
                log.lines().getFirst().line(),
                "# the man lifted from e1 (K) was never put down",
                "# a man (q) appeared on h5 and no act explains it",
                "# this recording cannot be read with confidence from 4.5 s on: the acts after it may not be those played",
                "# the Pawn on a8 was taken off and no piece was put in its stead");
        assertThat(hand.leftOver(log, true).lines()).extracting(BoardAct::line)
                .doesNotContain("# the man lifted from e1 (K) was never put down")
                .contains("# a man (q) appeared on h5 and no act explains it");
    }
}

package org.arbiter.law.layered;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.byHand;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.law.ReplayResult;
import org.arbiter.law.household.HouseholdChess;
import org.junit.jupiter.api.Test;

/**
 * The game with no laws beneath a code that has none on the hand or on the end of a game
 * (the household laws alone): the hand makes moves, and the players end the game (issue 43).
 */
class PlainChessTest {
    private static final String CASTLING_START = header(HouseholdChess.CODE, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");


    @Test
    void noLawOnTheHand_aMoveMadeByHandMovesTheMenAsTheWholeMoveWould() {
        ReplayResult r = run(header(HouseholdChess.CODE, "initial") + byHand("white", "e2", "e4")
                + byHand("black", "d7", "d5") + act("remove", "white", "\"square\":\"d5\"") + byHand("white", "e4", "d5"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void noLawOnTheHand_castlingKingFirstIsCompletedByTheRookAndAKingLiftedOutOfTurnIsPutBack() {
        ReplayResult r = run(CASTLING_START + byHand("white", "e1", "g1") + byHand("white", "h1", "f1")
                + byHand("white", "g1", "g1") + byHand("black", "e8", "c8") + byHand("black", "a8", "d8"));

        assertThat(r.actions()).isEqualTo(15);
        assertThat(r.rulings()).isEmpty();
        assertThat(r.position()).isEqualTo("2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w");
    }

    /** A board that saw only the Rook's result writes it as a whole move of its squares: the castling's second half, not a move out of turn. */
    @Test
    void noLawOnTheHand_castlingKingFirstIsCompletedByTheRooksWholeMoveAsABoardWritesIt() {
        ReplayResult r = run(CASTLING_START + byHand("white", "e1", "g1")
                + act("move", "white", "\"from\":\"h1\",\"to\":\"f1\"") + byHand("black", "e8", "c8"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.notices()).as("no 'not white's turn'").isEmpty();
        assertThat(r.position()).isEqualTo("2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w");
    }

    @Test
    void noLawOnTheHand_aPawnExchangedBeforeTheHandLeavesItIsPromoted() {
        ReplayResult r = run(header(HouseholdChess.CODE, "8/P6k/8/8/8/8/8/4K3 w - - 0 1")
                + act("lift", "white", "\"square\":\"a7\"") + act("place", "white", "\"square\":\"a8\"")
                + act("promote", "white", "\"piece\":\"N\"") + act("release", "white", ""));

        assertThat(r.position()).isEqualTo("N7/7k/8/8/8/8/8/4K3 b");
    }

    /**
     * Issue 43, as a board sees it: the Pawn let go on its eighth square and then exchanged makes
     * the move with that piece; a Pawn let go and never exchanged stands where the hand left it.
     */
    @Test
    void noLawOnTheHand_aPawnLetGoOnItsEighthSquareThenExchangedIsPromoted() {
        String start = header(HouseholdChess.CODE, "1r6/P6k/8/8/8/8/8/4K3 w - - 0 1");
        ReplayResult r = run(start + act("remove", "white", "\"square\":\"b8\"") + byHand("white", "a7", "b8")
                + act("promote", "white", "\"piece\":\"N\"") + byHand("black", "h7", "g7"));

        assertThat(laws(r)).as("xiii's word on the exchange, nothing against anyone").containsExactly("xiii");
        assertThat(r.position()).isEqualTo("1N6/6k1/8/8/8/8/8/4K3 w");

        ReplayResult never = run(start + byHand("white", "a7", "a8") + byHand("black", "h7", "g7"));
        assertThat(never.position()).as("the men where the hand put them").startsWith("Pr6/6k1/");
    }

    @Test
    void theGameEndsAsThePlayersEndIt_byResignation() {
        ReplayResult r = run(header(HouseholdChess.CODE, "initial") + play("white", "e4 e5") + act("resign", "black", ""));

        assertThat(r.result().text()).isEqualTo("1-0");
        assertThat(laws(r)).containsExactly("resignation");
        assertThat(r.rulings().get(0).seq()).isEqualTo(3);
    }

    @Test
    void theGameEndsAsThePlayersEndIt_byADrawOfferedAndAccepted() {
        ReplayResult r = run(header(HouseholdChess.CODE, "initial") + play("white", "e4") + act("offer-draw", "white", "")
                + act("accept-draw", "black", ""));

        assertThat(r.result().text()).isEqualTo("1/2-1/2");
        assertThat(laws(r)).containsExactly("agreement");
    }

    @Test
    void theGameEndsAsThePlayersEndIt_notByAnAcceptanceOfNoOffer() {
        ReplayResult r = run(header(HouseholdChess.CODE, "initial") + play("white", "e4") + act("accept-draw", "black", ""));

        assertThat(r.result().text()).isEqualTo("*");
        assertThat(r.rulings()).isEmpty();
    }

    /**
     * Castling made Rook first: the Rook's transfer is a Rook move once the hand leaves it, and the
     * King's, out of turn, has no law; but the men stand where the hand put them, so that the next
     * acts are heard on the board as it stands.
     */
    @Test
    void noLawOnAMoveOutOfTurn_theMenStandWhereTheHandPutThem() {
        ReplayResult r = run(CASTLING_START + byHand("white", "h1", "f1") + act("move", "white", "\"from\":\"e1\",\"to\":\"g1\"")
                + byHand("black", "e7", "e5") + byHand("white", "g1", "h1"));

        assertThat(r.rulings()).isEmpty();
        assertThat(r.notices()).extracting(n -> n.text()).anyMatch(t -> t.contains("the men stand where they were put"));
        assertThat(r.position()).isEqualTo("r3k2r/pppp1ppp/8/4p3/8/8/PPPPPPPP/R4R1K b");
    }
}

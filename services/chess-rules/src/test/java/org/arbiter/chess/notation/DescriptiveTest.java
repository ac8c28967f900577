package org.arbiter.chess.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.arbiter.chess.IllegalMove;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.junit.jupiter.api.Test;

/** English descriptive notation and the full record of I.13.A, read under I.13.C. */
class DescriptiveTest {
    private static final Position START = Position.initial();
    private static final Position ROOKS = Position.fromFen("r4rk1/ppp2ppp/8/8/8/8/PPP2PPP/R4RK1 w - - 0 20");
    private static final Position ROOKS_BLACK = Position.fromFen("r4rk1/ppp2ppp/8/8/8/8/PPP2PPP/R4RK1 b - - 0 20");

    private static Reading exact(String uci) {
        return new Reading.Exact(Move.fromUci(uci));
    }

    private static Reading ambiguous(String... ucis) {
        return new Reading.Ambiguous(Arrays.stream(ucis).map(Move::fromUci).toList());
    }

    private static Position after(String... sans) {
        Position p = START;
        for (String san : sans) {
            p = p.play(Notation.parse(p, san));
        }
        return p;
    }

    @Test
    void I_13C_omittedFileSideMakesRQ1AmbiguousBetweenBothRooks() {
        assertThat(Notation.read(ROOKS, "R-Q1")).isEqualTo(ambiguous("a1d1", "f1d1"));
        assertThat(Notation.read(ROOKS, "R-Q sq")).isEqualTo(ambiguous("a1d1", "f1d1"));
        assertThat(Notation.read(ROOKS, "Rook to Queen's square")).isEqualTo(ambiguous("a1d1", "f1d1"));
    }

    @Test
    void I_6_queensRookIsTheRookNearerTheQueensSide() {
        assertThat(Notation.read(ROOKS, "QR-Q1")).isEqualTo(exact("a1d1"));
        assertThat(Notation.read(ROOKS, "KR-Q1")).isEqualTo(exact("f1d1"));
        assertThat(Notation.read(ROOKS, "R(KB1)-Q1")).isEqualTo(exact("f1d1"));
        assertThat(Notation.read(ROOKS, "Rook on King's Bishop's square to Queen's square")).isEqualTo(exact("f1d1"));
    }

    @Test
    void I_13C_recordOfAManThePlayerDoesNotHaveIsNoLegalMove() {
        Reading r = Notation.read(ROOKS, "Q-K5");
        assertThat(r).isInstanceOf(Reading.NoLegalMove.class);
        assertThat(((Reading.NoLegalMove) r).reason())
                .contains("'Q-K5'").contains("English descriptive").contains("White has no Queen");
    }

    @Test
    void I_6_aQualifiedNameOfAManThePlayerHasNotSaysSo() {
        Reading r = Notation.read(ROOKS, "KKt-B3");
        assertThat(((Reading.NoLegalMove) r).reason()).isEqualTo(
                "'KKt-B3' reads in English descriptive notation as a Knight move to c3 or f3, but White has no Knight.");
        Reading captured = Notation.read(ROOKS, "RxKKt");
        assertThat(((Reading.NoLegalMove) captured).reason()).contains("'RxKKt'").contains("taking a Knight");
    }

    @Test
    void I_7b_squaresAreCountedFromTheMoversSide() {
        assertThat(Notation.read(START, "P-K4")).isEqualTo(exact("e2e4"));
        Position black = after("e4");
        assertThat(Notation.read(black, "P-K4")).isEqualTo(exact("e7e5"));
        assertThat(Notation.read(black, "P-Q3")).isEqualTo(exact("d7d6"));
        assertThat(Notation.read(ROOKS_BLACK, "R-Q1")).isEqualTo(ambiguous("a8d8", "f8d8"));
        assertThat(Notation.read(ROOKS_BLACK, "QR-Q sq")).isEqualTo(exact("a8d8"));
    }

    @Test
    void I_13B_abbreviationsAndTheirVariants() {
        for (String record : List.of("Kt-KB3", "N-KB3", "KKt-KB3", "KKt-B3", "Kt.-KB3", "Kt KB3", "KtKB3")) {
            assertThat(Notation.read(START, record)).as(record).isEqualTo(exact("g1f3"));
        }
        assertThat(Notation.read(START, "Kt-B3")).isEqualTo(ambiguous("b1c3", "g1f3"));
        assertThat(Notation.read(START, "P-KB4")).isEqualTo(exact("f2f4"));
        assertThat(Notation.read(START, "P-B4")).isEqualTo(ambiguous("c2c4", "f2f4"));
        assertThat(Notation.read(START, "KBP-B4")).isEqualTo(exact("f2f4"));
        assertThat(Notation.read(START, "P(KB2)-B4")).isEqualTo(exact("f2f4"));
    }

    @Test
    void I_13A_theFullRecordInWords() {
        assertThat(Notation.read(START, "Pawn on King's second square to King's fourth square")).isEqualTo(exact("e2e4"));
        assertThat(Notation.read(START, "Knight on King's Knight's square to King's Bishop's third square"))
                .isEqualTo(exact("g1f3"));
        Position knightTakes = Position.fromFen("4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1");
        assertThat(Notation.read(knightTakes, "Knight on King's Bishop's third square takes Pawn on King's fifth square"))
                .isEqualTo(exact("f3e5"));
        Position kingsKnight = Position.fromFen("4k3/8/8/4p3/8/8/8/4K1N1 w - - 0 1");
        assertThat(Notation.read(kingsKnight, "Knight on King's Knight's square to King's Bishop's third square"))
                .isEqualTo(exact("g1f3"));
        Position castles = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(Notation.read(castles, "Castles Queen's Rook")).isEqualTo(exact("e1c1"));
        assertThat(Notation.read(castles, "Castles King's Rook")).isEqualTo(exact("e1g1"));
        Position passing = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
        assertThat(Notation.read(passing, "Pawn on King's fifth square takes Pawn in passing")).isEqualTo(exact("e5d6"));
        assertThat(Notation.read(passing, "PxP i.p.")).isEqualTo(exact("e5d6"));
        assertThat(Notation.read(passing, "P takes P e.p.")).isEqualTo(exact("e5d6"));
        Position queening = Position.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(Notation.read(queening, "Pawn on Queen's Rook's seventh square to Queen's Rook's eighth square Queen"))
                .isEqualTo(exact("a7a8q"));
    }

    @Test
    void I_13Ad_castling() {
        Position both = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(Notation.read(both, "Castles")).isEqualTo(ambiguous("e1c1", "e1g1"));
        assertThat(Notation.read(both, "Castles KR")).isEqualTo(exact("e1g1"));
        assertThat(Notation.read(both, "Castles QR")).isEqualTo(exact("e1c1"));
        assertThat(Notation.read(both, "0-0-0")).isEqualTo(exact("e1c1"));
        assertThat(Notation.read(both, "Castles on the King's side")).isEqualTo(exact("e1g1"));
        Position kingSideOnly = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1");
        assertThat(Notation.read(kingSideOnly, "Castles")).isEqualTo(exact("e1g1"));
    }

    @Test
    void I_13C_checkAndMateWordsMayBeOmittedOrAdded() {
        Position p = after("e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6", "d4", "exd4", "cxd4");
        for (String record : List.of("KB-QKt5 ch", "B-QKt5 ch", "B-Kt5 ch", "B-Kt5", "B-Kt5 check", "B-Kt5ch", "B-Kt5+",
                "Bishop to Queen's Knight's fifth square check")) {
            assertThat(Notation.read(p, record)).as(record).isEqualTo(exact("c5b4"));
        }
    }

    @Test
    void I_8_pawnsAreNamedByTheirFile() {
        Position p = Position.fromFen("4k3/8/8/1p3p2/2P1P3/8/8/4K3 w - - 0 1");
        assertThat(Notation.read(p, "PxP")).isEqualTo(ambiguous("c4b5", "e4f5"));
        assertThat(Notation.read(p, "P takes P")).isEqualTo(ambiguous("c4b5", "e4f5"));
        assertThat(Notation.read(p, "PxKtP")).isEqualTo(exact("c4b5"));
        assertThat(Notation.read(p, "PxBP")).isEqualTo(exact("e4f5"));
        assertThat(Notation.read(p, "KPxP")).isEqualTo(exact("e4f5"));
        assertThat(Notation.read(p, "BPxP")).isEqualTo(exact("c4b5"));
        assertThat(Notation.read(p, "PxP(QKt5)")).isEqualTo(exact("c4b5"));
        assertThat(Notation.read(p, "P-K5")).isEqualTo(exact("e4e5"));
    }

    @Test
    void I_8_pawnNamedByItsFileTellsTwoCapturesApart() {
        Position p = Position.fromFen("4k3/5p2/8/1p6/2B5/8/8/4K3 w - - 0 1");
        assertThat(Notation.read(p, "BxP")).isEqualTo(ambiguous("c4b5", "c4f7"));
        assertThat(Notation.read(p, "BxKtP ch")).isEqualTo(exact("c4b5"));
        assertThat(Notation.read(p, "Bishop takes Queen's Knight's Pawn check")).isEqualTo(exact("c4b5"));
        assertThat(Notation.descriptive(p, Move.fromUci("c4b5"))).isEqualTo("BxKtP ch");
        assertThat(Notation.descriptive(p, Move.fromUci("c4f7"))).isEqualTo("BxBP ch");
    }

    @Test
    void I_13C_strictParseOfDescriptiveRecords() {
        assertThatThrownBy(() -> Notation.parse(ROOKS, "R-Q1")).isInstanceOfSatisfying(AmbiguousMove.class,
                e -> assertThat(e.candidates()).containsExactly(Move.fromUci("a1d1"), Move.fromUci("f1d1")));
        assertThatThrownBy(() -> Notation.parse(ROOKS, "Q-K5")).isInstanceOf(IllegalMove.class)
                .hasMessageContaining("Q-K5").hasMessageContaining(ROOKS.fen());
        assertThatThrownBy(() -> Notation.parse(ROOKS, "Q-K9")).isInstanceOf(InvalidNotation.class)
                .hasMessageContaining("Q-K9");
    }

    @Test
    void I_13B_knightOnASquareTakes() {
        Position p = Position.fromFen("4k3/8/8/4N3/2b5/8/1N6/4K3 w - - 0 1");
        assertThat(Notation.read(p, "KtxB")).isEqualTo(ambiguous("b2c4", "e5c4"));
        assertThat(Notation.read(p, "Kt(K5)xB")).isEqualTo(exact("e5c4"));
        assertThat(Notation.read(p, "Knight on King's fifth square takes Bishop")).isEqualTo(exact("e5c4"));
        assertThat(Notation.read(p, "Kt(QKt2)xB")).isEqualTo(exact("b2c4"));
    }

    @Test
    void I_13A_promotionWrittenEveryWay() {
        Position p = Position.fromFen("3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1");
        for (String record : List.of("P-K8(Q)", "P-K8=Q", "P-K8Q", "P-K8 (Q)", "P-K8 Queen")) {
            assertThat(Notation.read(p, record)).as(record).isEqualTo(exact("e7e8q"));
        }
        assertThat(Notation.read(p, "P-K8(Kt)")).isEqualTo(exact("e7e8n"));
        assertThat(Notation.read(p, "PxR(Q)")).isEqualTo(exact("e7d8q"));
        assertThat(Notation.read(p, "PxR=R")).isEqualTo(exact("e7d8r"));
        assertThat(Notation.read(p, "P-K8")).isEqualTo(ambiguous("e7e8n", "e7e8b", "e7e8r", "e7e8q"));
    }

    @Test
    void I_13Aa_toMeansAMoveWithoutCapture() {
        Position p = Position.fromFen("4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1");
        assertThat(Notation.read(p, "Kt-B3")).isInstanceOf(Reading.NoLegalMove.class);
        assertThat(Notation.read(p, "KtxP")).isEqualTo(exact("g1f3"));
        assertThat(Notation.read(p, "Kt B3")).isEqualTo(exact("g1f3"));
    }

    @Test
    void I_13A_the1911OpeningReplaysInEnglishAndInGermanNotation() {
        List<Move> english = Games.replay(START, Games.records("/notation/opening-1911-english.txt"));
        List<Move> german = Games.replay(START, Games.records("/notation/opening-1911-german.txt"));
        assertThat(english).hasSize(12).isEqualTo(german);
        assertThat(english.get(11)).isEqualTo(Move.fromUci("c5b4"));
        assertThat(Games.play(START, english).isCheck()).isTrue();
    }

    @Test
    void I_13C_B_B4ReadsAsKB_QB4InThe1911Opening() {
        Position p = after("e4", "e5", "Nf3", "Nc6");
        assertThat(Notation.read(p, "3. B-B4")).isEqualTo(Notation.read(p, "KB-QB4")).isEqualTo(exact("f1c4"));
        assertThat(Notation.descriptive(p, Move.fromUci("f1c4"))).isEqualTo("B-B4");
        Position black = p.play(Move.fromUci("f1c4"));
        assertThat(Notation.read(black, "3. ... B-B4")).isEqualTo(exact("f8c5"));
    }

    @Test
    void I_13C_recordNeverReadAsIllegalWhenALegalReadingExists() {
        Position p = after("e4", "e5", "Nf3", "Nc6");
        assertThat(Notation.read(p, "B-B4")).isEqualTo(exact("f1c4"));
        assertThat(Notation.read(p, "Kt-B3")).isEqualTo(exact("b1c3"));
        assertThat(Notation.read(p, "PxP")).isInstanceOf(Reading.NoLegalMove.class);
    }

    @Test
    void I_13A_theImmortalGameReplaysFromEnglishDescriptive() {
        List<Move> san = Games.replay(START, Games.records("/notation/immortal-san.txt"));
        List<Move> descriptive = Games.replay(START, Games.records("/notation/immortal-descriptive.txt"));
        assertThat(descriptive).isEqualTo(san);
        assertThat(Games.play(START, descriptive).fen()).isEqualTo(Games.IMMORTAL_FINAL);
    }

    @Test
    void I_13A_theImmortalGameReplaysFromGerman() {
        List<Move> san = Games.replay(START, Games.records("/notation/immortal-san.txt"));
        List<Move> german = Games.replay(START, Games.records("/notation/immortal-german.txt"));
        assertThat(german).isEqualTo(san);
        assertThat(Games.play(START, german).fen()).isEqualTo(Games.IMMORTAL_FINAL);
    }
}

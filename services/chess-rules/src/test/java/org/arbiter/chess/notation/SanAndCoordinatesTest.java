package org.arbiter.chess.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.arbiter.chess.IllegalMove;
import org.arbiter.chess.Move;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** SAN and coordinate records, read by filtering the legal moves (I.13.C). */
class SanAndCoordinatesTest {
    private static final Position START = Position.initial();
    private static final Position ROOKS = Position.fromFen("r4rk1/ppp2ppp/8/8/8/8/PPP2PPP/R4RK1 w - - 0 20");
    private static final Position PROMOTION = Position.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    private static final Position IN_PASSING = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    private static final Position CASTLING = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");

    private static Reading exact(String uci) {
        return new Reading.Exact(Move.fromUci(uci));
    }

    private static Reading ambiguous(String... ucis) {
        return new Reading.Ambiguous(java.util.Arrays.stream(ucis).map(Move::fromUci).toList());
    }

    @Test
    void I_13A_sanNamesOneLegalMove() {
        assertThat(Notation.read(START, "Nf3")).isEqualTo(exact("g1f3"));
        assertThat(Notation.read(START, "e4")).isEqualTo(exact("e2e4"));
        assertThat(Notation.read(START, "Ng1f3")).isEqualTo(exact("g1f3"));
        assertThat(Notation.read(START, "Ng1-f3")).isEqualTo(exact("g1f3"));
        assertThat(Notation.read(ROOKS, "Rad1")).isEqualTo(exact("a1d1"));
        assertThat(Notation.read(ROOKS, "Rfd1")).isEqualTo(exact("f1d1"));
        assertThat(Notation.read(ROOKS, "Kh1")).isEqualTo(exact("g1h1"));
    }

    @Test
    void I_13C_signsOfCheckMateAndCommentMayBeOmittedOrAdded() {
        for (String record : List.of("Nf3+", "Nf3#", "Nf3!", "Nf3?!", "Nf3 +", " Nf3 ", "1. Nf3", "1.Nf3", "12...Nf3")) {
            assertThat(Notation.read(START, record)).as(record).isEqualTo(exact("g1f3"));
        }
    }

    @Test
    void I_13C_recordNamingTwoLegalMovesIsAmbiguousNotAnError() {
        assertThat(Notation.read(ROOKS, "Rd1")).isEqualTo(ambiguous("a1d1", "f1d1"));
        assertThatThrownBy(() -> Notation.parse(ROOKS, "Rd1"))
                .isInstanceOfSatisfying(AmbiguousMove.class, e -> {
                    assertThat(e.candidates()).containsExactly(Move.fromUci("a1d1"), Move.fromUci("f1d1"));
                    assertThat(e.input()).isEqualTo("Rd1");
                    assertThat(e.fen()).isEqualTo(ROOKS.fen());
                })
                .hasMessageContaining("Rd1").hasMessageContaining(ROOKS.fen());
    }

    @Test
    void I_13C_omittedPromotionPieceLeavesEveryPromotionOpen() {
        assertThat(Notation.read(PROMOTION, "a8")).isEqualTo(ambiguous("a7a8n", "a7a8b", "a7a8r", "a7a8q"));
        for (String record : List.of("a8=Q", "a8Q", "a8(Q)", "a8=q", "a8/Q", "a8=Q+", "a7a8q", "a7-a8Q", "a7a8=q")) {
            assertThat(Notation.read(PROMOTION, record)).as(record).isEqualTo(exact("a7a8q"));
        }
        assertThat(Notation.read(PROMOTION, "a8=N")).isEqualTo(exact("a7a8n"));
        assertThat(Notation.read(PROMOTION, "a8=K")).isInstanceOf(Reading.NoLegalMove.class);
    }

    @Test
    void I_13Ac_takingInPassing() {
        assertThat(Notation.read(IN_PASSING, "exd6")).isEqualTo(exact("e5d6"));
        assertThat(Notation.read(IN_PASSING, "exd6 e.p.")).isEqualTo(exact("e5d6"));
        assertThat(Notation.read(IN_PASSING, "exd6ep")).isEqualTo(exact("e5d6"));
        assertThat(Notation.read(IN_PASSING, "e6 e.p.")).isInstanceOf(Reading.NoLegalMove.class);
    }

    @Test
    void I_13Ad_castlingIsReadOnlyFromACastlingRecordOrTheKingsSquares() {
        for (String record : List.of("O-O", "0-0", "o-o", "e1g1", "e1-g1")) {
            assertThat(Notation.read(CASTLING, record)).as(record).isEqualTo(exact("e1g1"));
        }
        for (String record : List.of("O-O-O", "0-0-0", "e1c1")) {
            assertThat(Notation.read(CASTLING, record)).as(record).isEqualTo(exact("e1c1"));
        }
        assertThat(Notation.read(CASTLING, "Kg1")).isInstanceOf(Reading.NoLegalMove.class);
    }

    @Test
    void I_13C_recordNeverReadAsIllegalWhenALegalReadingExists() {
        Position p = Position.fromFen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        assertThat(Notation.read(p, "d5")).isEqualTo(exact("e4d5"));
        assertThat(Notation.read(p, "Kd2")).isEqualTo(exact("e1d2"));
    }

    @Test
    void I_13Ab_aWrittenTakesSignIsACondition() {
        Reading r = Notation.read(START, "Nxf3");
        assertThat(r).isInstanceOf(Reading.NoLegalMove.class);
        assertThat(((Reading.NoLegalMove) r).reason()).contains("Nxf3").contains("Knight capture").contains("f3");
    }

    @Test
    void I_13C_noLegalMoveSaysWhy() {
        Reading r = Notation.read(ROOKS, "Qe5");
        assertThat(((Reading.NoLegalMove) r).reason()).contains("'Qe5'").contains("White has no Queen");
        Reading blocked = Notation.read(START, "Bc4");
        assertThat(((Reading.NoLegalMove) blocked).reason()).contains("'Bc4'").contains("no legal move of White");
        assertThatThrownBy(() -> Notation.parse(START, "Bc4")).isInstanceOfSatisfying(IllegalMove.class, e -> {
            assertThat(e.input()).isEqualTo("Bc4");
            assertThat(e.fen()).isEqualTo(START.fen());
        });
    }

    @Test
    void I_13A_coordinatesNameBothSquares() {
        assertThat(Notation.read(START, "g1f3")).isEqualTo(exact("g1f3"));
        assertThat(Notation.read(START, "g1-f3")).isEqualTo(exact("g1f3"));
        assertThat(Notation.read(START, "G1F3")).isInstanceOf(Reading.NoLegalMove.class);
        assertThat(Notation.read(START, "e2e5")).isInstanceOf(Reading.NoLegalMove.class);
        assertThat(Notation.parse(PROMOTION, "a7a8r")).isEqualTo(Move.promotion(Square.A7, Square.A8, PieceType.ROOK));
    }

    @Test
    void I_13C_malformedRecordsNameTheInputAndNeverThrowFromRead() {
        for (String record : List.of("", "   ", "Zz9", "e9e4", "Nf", "x", "=Q", "O-O-O-O", "Ke", "e8=", "P-", "e2e4e6")) {
            Reading r = Notation.read(START, record);
            assertThat(r).as(record).isInstanceOf(Reading.NoLegalMove.class);
            assertThat(((Reading.NoLegalMove) r).reason()).as(record).contains("'" + record + "'");
        }
        assertThat(((Reading.NoLegalMove) Notation.read(START, null)).reason()).contains("null");
        for (String record : new String[] {"", "Zz9", "e9e4", null}) {
            assertThatThrownBy(() -> Notation.parse(START, record))
                    .as(String.valueOf(record))
                    .isInstanceOfSatisfying(InvalidNotation.class, e -> {
                        assertThat(e.input()).isEqualTo(record);
                        assertThat(e.fen()).isEqualTo(START.fen());
                    })
                    .hasMessageContaining("'" + record + "'")
                    .hasMessageContaining(START.fen());
        }
    }

    @Test
    void I_13C_readNeverThrowsForAnyText() {
        java.util.Random random = new java.util.Random(1897);
        String alphabet = "abcdefghKQRBNPkqrbnpxX:-=()/+#!? .0O12345678†‡tsiLSDTchmeoAinupgw'";
        Position[] positions = {START, ROOKS, PROMOTION, IN_PASSING, CASTLING};
        for (int i = 0; i < 200_000; i++) {
            StringBuilder s = new StringBuilder();
            int n = random.nextInt(12);
            for (int k = 0; k < n; k++) {
                s.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String record = s.toString();
            Position p = positions[i % positions.length];
            assertThatCode(() -> Notation.read(p, record)).as(record).doesNotThrowAnyException();
        }
    }

    @Test
    void I_13C_readNeverThrowsForAnyRunOfRecordWords() {
        java.util.Random random = new java.util.Random(1851);
        String[] words = {"Pawn", "on", "King's", "Queen's", "Knight's", "Bishop", "Rook's", "takes", "to", "square",
            "fourth", "first", "Castles", "in", "passing", "(", ")", "Kt", "x", "-", "3", "8", "sq", "i.p.", "ch", "mate",
            "Q", "=", "KB", "P", "PxP", "(Q)", "0-0", "e4", "S", "g1-f3", ":", "B-B4", "K", "R", "side", "the", "’s"};
        Position[] positions = {START, ROOKS, PROMOTION, IN_PASSING, CASTLING};
        for (int i = 0; i < 100_000; i++) {
            StringBuilder s = new StringBuilder();
            int n = 1 + random.nextInt(7);
            for (int k = 0; k < n; k++) {
                s.append(words[random.nextInt(words.length)]).append(random.nextBoolean() ? " " : "");
            }
            String record = s.toString();
            Position p = positions[i % positions.length];
            assertThatCode(() -> Notation.read(p, record)).as(record).doesNotThrowAnyException();
        }
    }

    @Test
    void I_13A_theImmortalGameReplaysFromSan() {
        List<Move> moves = Games.replay(START, Games.records("/notation/immortal-san.txt"));
        assertThat(moves).hasSize(45);
        assertThat(Games.play(START, moves).fen()).isEqualTo(Games.IMMORTAL_FINAL);
    }
}

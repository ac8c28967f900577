package org.arbiter.law.fide2023;

import static org.arbiter.law.fide2023.FideCases.CLOCK;
import static org.arbiter.law.fide2023.FideCases.INITIAL;
import static org.arbiter.law.fide2023.FideCases.act;
import static org.arbiter.law.fide2023.FideCases.header;
import static org.arbiter.law.fide2023.FideCases.last;
import static org.arbiter.law.fide2023.FideCases.play;
import static org.arbiter.law.fide2023.FideCases.run;
import static org.assertj.core.api.Assertions.assertThat;

import org.arbiter.chess.Color;
import org.arbiter.chess.Position;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Article 5: checkmate, resignation, stalemate, dead positions and agreed draws. */
class Article05CompletionTest {

    @Test
    void fide_5_1_1_checkmateWins() {
        ReplayResult r = run(INITIAL + play("f3 e5 g4 Qh4#"));

        assertThat(r.result()).isEqualTo(Result.BLACK_WINS);
        assertThat(r.termination()).isEqualTo("5.1.1");
        assertThat(last(r).against()).contains(Color.WHITE);
    }

    @Test
    void fide_5_1_2_resignationLoses() {
        ReplayResult r = run(INITIAL + play("e4") + act("black", "resign", ""));

        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(r.termination()).isEqualTo("5.1.2");
    }

    @Test
    void fide_5_1_2_resigningWhenTheOpponentCannotCheckmateIsDrawn() {
        String rookAgainstBareKing = header("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", CLOCK);

        ReplayResult white = run(rookAgainstBareKing + act("white", "resign", ""));
        ReplayResult black = run(rookAgainstBareKing + act("black", "resign", ""));

        assertThat(white.result()).as("a bare King cannot checkmate").isEqualTo(Result.DRAWN);
        assertThat(white.termination()).isEqualTo("5.1.2");
        assertThat(last(white).against()).isEmpty();
        assertThat(black.result()).as("the Rook can").isEqualTo(Result.WHITE_WINS);
        assertThat(black.termination()).isEqualTo("5.1.2");
    }

    @Test
    void fide_5_2_1_stalemateDraws() {
        ReplayResult r = run(header("7k/8/6Q1/8/8/8/8/K7 w - - 0 1", CLOCK) + play("Qf7"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("5.2.1");
    }

    @Test
    void fide_5_2_2_deadPositionEndsTheGameAtOnce() {
        ReplayResult r = run(header("4k3/8/8/8/8/8/4r3/4KB2 w - - 0 1", CLOCK) + play("Kxe2"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("5.2.2");
    }

    @Test
    void fide_5_2_2_sameColouredBishopsAreDeadAndARookIsNot() {
        MatingMaterial m = MatingMaterial.CONSERVATIVE;
        Position bishops = Position.fromFen("4k3/8/8/3b4/8/8/8/4KB2 w - - 0 1");
        Position opposite = Position.fromFen("4k3/8/8/2b5/8/8/8/4KB2 w - - 0 1");
        Position rook = Position.fromFen("4k3/8/8/8/8/8/8/4KR2 w - - 0 1");

        assertThat(m.canMate(bishops, Color.WHITE) || m.canMate(bishops, Color.BLACK)).isFalse();
        assertThat(m.canMate(opposite, Color.WHITE)).isTrue();
        assertThat(m.canMate(rook, Color.WHITE)).isTrue();
        assertThat(m.canMate(rook, Color.BLACK)).isFalse();
        assertThat(m.canMate(Position.fromFen("4k3/4p3/8/8/8/8/8/4KN2 w - - 0 1"), Color.WHITE))
                .as("a Knight can mate when the opponent has men to block his own King").isTrue();
    }

    @Test
    void fide_5_2_2_aLockedPawnWallIsDeadThoughMaterialRemains() {
        ReplayResult r = run(header("8/8/4k3/1p1p1p1p/1P1P1P1P/8/4K3/8 w - - 0 1", CLOCK) + play("Ke3"));

        assertThat(MatingMaterial.CONSERVATIVE.canMate(Position.fromFen("8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 b - - 1 1"),
                Color.WHITE)).as("by material alone it is not dead").isTrue();
        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("5.2.2");
    }

    @Test
    void fide_5_2_3_agreedDraw() {
        ReplayResult r = run(INITIAL + play("e4") + act("black", "offer-draw", "") + act("white", "accept-draw", ""));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("5.2.3");
    }
}

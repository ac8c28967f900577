package org.arbiter.law.fide2023;

import static org.arbiter.law.fide2023.FideCases.CLOCK;
import static org.arbiter.law.fide2023.FideCases.INITIAL;
import static org.arbiter.law.fide2023.FideCases.act;
import static org.arbiter.law.fide2023.FideCases.beyondBase;
import static org.arbiter.law.fide2023.FideCases.claim;
import static org.arbiter.law.fide2023.FideCases.header;
import static org.arbiter.law.fide2023.FideCases.last;
import static org.arbiter.law.fide2023.FideCases.play;
import static org.arbiter.law.fide2023.FideCases.run;
import static org.arbiter.law.fide2023.FideCases.touch;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.law.Result;
import org.arbiter.law.ReplayResult;
import org.junit.jupiter.api.Test;

/** Article 9: repetition, fifty and seventy-five moves, incorrect claims; and where the 1897 Code rules otherwise. */
class Article09DrawsTest {
    private static final String KNIGHTS = "Nf3 Nf6 Ng1 Ng8";

    private static String claimWith(String by, String claim, String move) {
        return act(by, "claim", "\"claim\":\"" + claim + "\",\"move\":\"" + move + "\"");
    }

    /**
     * {@code plies} moves from {@code from}, none a capture or a Pawn move and none bringing back a
     * position seen before, so that only the fifty-move rules can end the game.
     */
    private static String wander(Position from, int plies) {
        Set<String> seen = new HashSet<>();
        List<String> sans = new ArrayList<>();
        Position p = from;
        seen.add(p.placementAndSide());
        while (sans.size() < plies) {
            Position now = p;
            Move next = now.legalMoves().stream()
                    .filter(m -> !now.isCapture(m) && now.pieceAt(m.from()).orElseThrow().type() != PieceType.PAWN)
                    .filter(m -> !seen.contains(now.play(m).placementAndSide()))
                    .filter(m -> !now.play(m).isCheck())
                    .findFirst().orElseThrow();
            sans.add(Notation.san(now, next));
            p = now.play(next);
            seen.add(p.placementAndSide());
        }
        return String.join(" ", sans);
    }

    @Test
    void fide_9_2_1_2_thirdAppearanceClaimed() {
        ReplayResult r = run(INITIAL + play(KNIGHTS + " " + KNIGHTS) + claim("white", "draw-repetition"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("9.2.1.2");
    }

    @Test
    void fide_9_2_1_1_claimedWithTheWrittenMove() {
        ReplayResult r = run(INITIAL + play(KNIGHTS + " Nf3 Nf6 Ng1") + claimWith("black", "draw-repetition", "Ng8"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("9.2.1.1");
        assertThat(r.position()).as("the written move is not played").isEqualTo("rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b");
    }

    @Test
    void fide_9_2_2_castlingRightsDifferSoTheClaimFailsWhereThe1897CodeDraws() {
        String acts = play("Nf3 Nf6 Rg1 Ng8 Rh1 Nf6 Ng1 Ng8 " + KNIGHTS) + claim("white", "draw-repetition");

        ReplayResult fide = run(INITIAL + acts);
        ReplayResult code1897 = run(header("chess-code-1897", "initial", "") + acts);

        assertThat(fide.result()).isEqualTo(Result.IN_PLAY);
        assertThat(last(fide).law()).isEqualTo("9.5.3");
        assertThat(last(fide).against()).contains(Color.WHITE);
        assertThat(beyondBase(INITIAL + acts, Color.BLACK)).isEqualTo(Duration.ofMinutes(2).plusSeconds(30 * 6));
        assertThat(code1897.result()).isEqualTo(Result.DRAWN);
        assertThat(code1897.termination()).isEqualTo("II.8(c)");
    }

    @Test
    void fide_9_2_2_theExampleDrawsOnlyUnderThe1897Code() throws Exception {
        String example = Files.readString(Path.of(getClass().getResource("/cases/fide-9-2-castling-rights-repetition.jsonl").toURI()));

        ReplayResult fide = run(example);
        ReplayResult code1897 = run(example.replace("\"code\":\"fide-2023\"", "\"code\":\"chess-code-1897\""));

        assertThat(fide.result()).isEqualTo(Result.IN_PLAY);
        assertThat(last(fide).law()).isEqualTo("9.5.3");
        assertThat(code1897.result()).isEqualTo(Result.DRAWN);
        assertThat(code1897.termination()).isEqualTo("II.8(c)");
    }

    @Test
    void fide_9_3_fiftyMovesWithAPawnMoveBetweenFailsWhereThe1897CodeDraws() {
        String acts = play("e4 e5 " + wander(Position.initial().play(Move.fromUci("e2e4")).play(Move.fromUci("e7e5")), 96)
                + " d3 d6") + claim("white", "draw-fifty-moves");

        ReplayResult fide = run(INITIAL + acts);
        ReplayResult code1897 = run(header("chess-code-1897", "initial", "") + acts);

        assertThat(fide.result()).isEqualTo(Result.IN_PLAY);
        assertThat(last(fide).law()).isEqualTo("9.5.3");
        assertThat(code1897.result()).isEqualTo(Result.DRAWN);
        assertThat(code1897.termination()).isEqualTo("II.8(b)");
    }

    @Test
    void fide_9_3_2_fiftyMovesWithoutPawnMoveOrCapture() {
        ReplayResult r = run(header("4k3/8/8/8/8/8/8/R3K3 w - - 98 60", CLOCK) + play("Ra2 Ke7")
                + claim("white", "draw-fifty-moves"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("9.3.2");
    }

    @Test
    void fide_9_3_1_fiftyMovesClaimedWithTheWrittenMove() {
        ReplayResult r = run(header("4k3/8/8/8/8/8/8/R3K3 w - - 99 60", CLOCK) + claimWith("white", "draw-fifty-moves", "Ra2"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("9.3.1");
    }

    @Test
    void fide_9_5_3_incorrectClaimAddsTimeAndTheWrittenMoveMustBePlayed() {
        String seq = INITIAL + claimWith("white", "draw-repetition", "Nf3") + play("e4");

        ReplayResult r = run(seq);

        assertThat(r.rulings()).extracting(x -> x.law()).containsExactly("9.5.3", "9.5.3");
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b");
        assertThat(beyondBase(seq, Color.BLACK)).isEqualTo(Duration.ofMinutes(2));
    }

    @Test
    void fide_9_4_touchingAManBeforeClaimingLosesTheClaim() {
        ReplayResult r = run(INITIAL + play(KNIGHTS + " " + KNIGHTS) + touch("white", "e2") + claim("white", "draw-repetition"));

        assertThat(r.result()).isEqualTo(Result.IN_PLAY);
        assertThat(last(r).law()).isEqualTo("9.4");
    }

    @Test
    void fide_9_6_1_fivefoldRepetitionDrawsWithoutAClaim() {
        ReplayResult r = run(INITIAL + play((KNIGHTS + " ").repeat(4)));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("9.6.1");
    }

    @Test
    void fide_9_6_2_seventyFiveMovesDrawWithoutAClaim() {
        ReplayResult r = run(header("4k3/8/8/8/8/8/8/R3K3 w - - 149 90", CLOCK) + play("Ra2"));

        assertThat(r.result()).isEqualTo(Result.DRAWN);
        assertThat(r.termination()).isEqualTo("9.6.2");
    }

    @Test
    void fide_9_6_2_checkmateOnTheSeventyFifthMoveWins() {
        ReplayResult r = run(header("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 90", CLOCK) + play("Ra8#"));

        assertThat(r.result()).isEqualTo(Result.WHITE_WINS);
        assertThat(r.termination()).isEqualTo("5.1.1");
    }
}

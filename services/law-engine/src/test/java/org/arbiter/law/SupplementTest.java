package org.arbiter.law;

import static org.arbiter.law.Acts.act;
import static org.arbiter.law.Acts.header;
import static org.arbiter.law.Acts.laws;
import static org.arbiter.law.Acts.noticeLaws;
import static org.arbiter.law.Acts.play;
import static org.arbiter.law.Acts.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.Test;

/** The seam between codes: which code rules an act, a supplement where the code is silent, and header fields no code applies. */
class SupplementTest {
    private static final String TOUCH_THEN_OTHER_MAN = act("touch", "white", "\"square\":\"e2\"") + play("white", "Nf3")
            + act("claim", "black", "\"claim\":\"illegal-move\"");

    @Test
    void withoutASupplementAnActTheCodeIsSilentOnIsRecordedAndDecidesNothing() {
        ReplayResult r = run(header("household-chess", "initial") + TOUCH_THEN_OTHER_MAN);

        assertThat(laws(r)).isEmpty();
        assertThat(noticeLaws(r)).containsExactly(Ruling.SILENT, Ruling.SILENT);
        assertThat(r.actions()).isEqualTo(3);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b");
    }

    @Test
    void theSupplementRulesWhereTheCodeIsSilent() {
        ReplayResult alone = run(header("chess-code-1897", "initial") + TOUCH_THEN_OTHER_MAN);
        ReplayResult supplemented = run(header("household-chess", "chess-code-1897", "initial") + TOUCH_THEN_OTHER_MAN);

        assertThat(laws(supplemented)).isNotEmpty().isEqualTo(laws(alone));
        assertThat(supplemented.position()).isEqualTo(alone.position());
        assertThat(supplemented.result()).isEqualTo(alone.result());
    }

    @Test
    void theCodeRulesWhatItSpeaksToOverTheSupplement() {
        String stalemate = play("white", "Qf7");
        ReplayResult r = run(header("household-chess", "chess-code-1897", "7k/8/6K1/8/8/8/5Q2/8 w - - 0 1") + stalemate);

        assertThat(r.termination()).as("household xii, not the 1897 Code's I.15(b)").isEqualTo("xii");
        assertThat(r.result()).isEqualTo(Result.DRAWN);
    }

    @Test
    void theArticleRulesTheTouchAndTheSupplementTheClaimItIsSilentOn() {
        String acts = act("touch", "white", "\"square\":\"c1\"") + play("white", "d4")
                + act("claim", "black", "\"claim\":\"illegal-move\"") + play("white", "Kf1");
        ReplayResult r = run(header("encyclopaedia-1911", "chess-code-1897", "4k3/8/8/8/8/8/1P1P4/2B1K2R w K - 0 1") + acts);

        assertThat(laws(r)).containsExactly("touch-cannot-move", "touch-cannot-move", "II.6");
        assertThat(r.position()).isEqualTo("4k3/8/8/8/8/8/1P1P4/2B2K1R b");
    }

    @Test
    void the1897CodeRecordsAnAnnouncementAndDecidesNothing() {
        ReplayResult r = run(header("chess-code-1897", "initial") + play("white", "e4")
                + act("announce", "white", "\"words\":\"check\"") + act("call", "black", "\"what\":\"fifty-moves\""));

        assertThat(laws(r)).isEmpty();
        assertThat(noticeLaws(r)).containsExactly(Ruling.SILENT, Ruling.SILENT);
        assertThat(r.position()).isEqualTo("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b");
    }

    @Test
    void aHeaderFieldNoCodeAppliesIsAnError() {
        String fields = "\"code\":\"household-chess\",\"timeLimit\":{\"first\":30,\"then\":15}";
        SequenceError alone = headerError(fields);

        assertThat(alone.field()).isEqualTo("timeLimit");
        assertThat(alone.reason()).contains("household-chess");
        assertThat(Replay.run(ContestedSequence.parse("{\"header\":{" + fields + ",\"supplement\":\"chess-code-1897\"}}\n"))
                .result()).isEqualTo(Result.IN_PLAY);
    }

    @Test
    void aSupplementThatCannotBeTakenIsAnError() {
        assertThat(headerError("\"code\":\"chess-code-1897\",\"supplement\":\"household-chess\"").field()).isEqualTo("supplement");
        assertThat(headerError("\"code\":\"household-chess\",\"supplement\":\"household-chess\"").field()).isEqualTo("supplement");
        assertThat(headerError("\"code\":\"household-chess\",\"supplement\":\"fide-1851\"").reason()).contains("not a known code");
    }

    @Test
    void aSupplementedCodeNamesBothCodesAndReadsBothTexts() {
        Rulebook book = Rulebooks.of(ContestedSequence.parse(header("household-chess", "chess-code-1897", "initial")).header());

        assertThat(book.code()).isEqualTo("household-chess");
        assertThat(book.supplement()).contains("chess-code-1897");
        assertThat(book.lawText("xii")).startsWith("Stalemate");
        assertThat(book.lawText("II.8(b)")).as("the supplement's words where the code has none").isNotNull();
    }

    private static SequenceError headerError(String fields) {
        SequenceError e = catchThrowableOfType(SequenceError.class,
                () -> Replay.run(ContestedSequence.parse("{\"header\":{" + fields + "}}\n")));
        assertThat(e).as("the header is refused").isNotNull();
        return e;
    }

    /**
     * Issue 43: the supplement (the 1897 Code, I.15(c)) ends the game when Knight takes the last
     * Pawn; the players' hands may still move a man on, but the 1911 rules no longer rule on it.
     */
    @Test
    void aGameTheSupplementEndedHearsNoMoreOfTheHandUnderTheCodeAbove() {
        ReplayResult r = run(header("encyclopaedia-1911", "chess-code-1897", "4k3/8/8/8/3p4/8/2N5/4K3 w - - 0 1")
                + play("white", "Nxd4") + act("lift", "black", "\"square\":\"e8\"") + act("place", "black", "\"square\":\"d8\"")
                + act("release", "black", "") + act("lift", "black", "\"square\":\"d8\""));

        assertThat(laws(r)).containsExactly("I.15(c)");
        assertThat(r.result().text()).isEqualTo("1/2-1/2");
    }
}

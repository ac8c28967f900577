package org.arbiter.law.sequence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.junit.jupiter.api.Test;

/** Reading version 2's FIDE fields: timeControl, rate, supervision, press, flag and the claims' written move. */
class Version2FideReaderTest {

    @Test
    void aHeaderReadsTheTimeControlRateAndSupervision() {
        Header h = SequenceReader.header("""
                {"header":{"code":"fide-2023","timeControl":{"base":"PT90M","increment":"PT30S","moves":40,"then":"PT30M"},
                "rate":"blitz","supervision":"full"}}""", 1);

        assertThat(h.clocking().timeControl()).contains(new Header.TimeControl(Duration.ofMinutes(90),
                Duration.ofSeconds(30), Optional.of(40), Duration.ofMinutes(30)));
        assertThat(h.clocking().rate()).isEqualTo(Header.Rate.BLITZ);
        assertThat(h.clocking().supervision()).isEqualTo(Header.Supervision.FULL);
    }

    @Test
    void aHeaderWithoutThemIsStandardPlayUnderPartialSupervisionWithNoClock() {
        Header h = SequenceReader.header("{\"header\":{\"code\":\"fide-2023\"}}", 1);

        assertThat(h.clocking()).isEqualTo(Header.Clocking.NONE);
    }

    @Test
    void anUnknownRateNamesTheField() {
        SequenceError e = catchThrowableOfType(SequenceError.class,
                () -> SequenceReader.header("{\"header\":{\"rate\":\"bullet\"}}", 1));

        assertThat(e.field()).isEqualTo("rate");
    }

    @Test
    void pressAndFlagAreRead() {
        assertThat(SequenceReader.action("{\"act\":\"press\",\"by\":\"white\",\"at\":12}", 2))
                .isEqualTo(new Action.Press(new Stamp(Actor.WHITE, Optional.of(Duration.ofSeconds(12)), Optional.empty())));
        assertThat(SequenceReader.action("{\"act\":\"flag\",\"by\":\"arbiter\",\"player\":\"black\"}", 2))
                .isEqualTo(new Action.Flag(Stamp.of(Actor.ARBITER), Color.BLACK));
    }

    @Test
    void aFlagIsTheArbitersAct() {
        SequenceError e = catchThrowableOfType(SequenceError.class,
                () -> SequenceReader.action("{\"act\":\"flag\",\"by\":\"white\",\"player\":\"black\"}", 3));

        assertThat(e.field()).isEqualTo("by");
    }

    @Test
    void aDrawClaimCarriesTheWrittenMoveAndTouchMoveIsAClaim() {
        Action.Claim c = (Action.Claim) SequenceReader.action(
                "{\"act\":\"claim\",\"by\":\"white\",\"claim\":\"draw-repetition\",\"move\":\"Nf3\"}", 2);
        Action.Claim t = (Action.Claim) SequenceReader.action(
                "{\"act\":\"claim\",\"by\":\"black\",\"claim\":\"touch-move\"}", 2);

        assertThat(c.move()).contains("Nf3");
        assertThat(t.claim()).isEqualTo(Action.ClaimKind.TOUCH_MOVE);
    }

    @Test
    void onlyADrawClaimCarriesAMove() {
        SequenceError e = catchThrowableOfType(SequenceError.class, () -> SequenceReader.action(
                "{\"act\":\"claim\",\"by\":\"white\",\"claim\":\"time\",\"move\":\"Nf3\"}", 2));

        assertThat(e.field()).isEqualTo("move");
    }
}

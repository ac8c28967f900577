package org.arbiter.law.fide2023;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.Header.Rate;
import org.arbiter.law.sequence.Header.Supervision;

/** The rate of play, its supervision and the time control, as the header sets them. */
record Settings(Rate rate, Supervision supervision, Optional<Header.TimeControl> control) {

    static Settings of(Header header) {
        Header.Clocking c = header.clocking();
        return new Settings(c.rate(), c.supervision(), c.timeControl());
    }

    /**
     * Whether the Competition Rules apply in full: always in standard play, and in rapid and blitz
     * under full supervision (A.3, B.3); otherwise A.4 (and through B.4 for blitz) governs.
     */
    boolean competitionRules() {
        return rate == Rate.STANDARD || supervision == Supervision.FULL;
    }

    /**
     * The time the arbiter adds to the opponent under 7.5.5 and 9.5.3: two minutes in standard
     * play, one minute in blitz (B.2) and, from the 2023 text, one minute in rapid play too.
     */
    Duration penaltyTime() {
        return rate == Rate.STANDARD ? Duration.ofMinutes(2) : Duration.ofMinutes(1);
    }

    /** The article that fixes the time added: B.2 in blitz, else the article that imposes it. */
    String timeArticle(String article) {
        return rate == Rate.BLITZ ? "B.2" : article;
    }

    /** The time added, in words for a ruling. */
    String penaltyWords() {
        return switch (rate) {
            case STANDARD -> "two minutes";
            case RAPID -> "one minute (rapid play, 2023 text)";
            case BLITZ -> "one minute (blitz, B.2)";
        };
    }
}

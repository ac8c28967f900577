package org.arbiter.tournament.standings;

import java.time.LocalDate;

/**
 * Which text of C.07 manages unplayed rounds. The 2023 regulations (approved 1 August 2023) value
 * each of a participant's unplayed rounds at his own score (Article 16.4); the amendment approved on
 * 2 February 2026 and applied from 1 March 2026 caps that value at the scheduled opponent's adjusted
 * score for a forfeit (16.4.1) and at a draw times the number of rounds for any other unplayed round
 * (16.4.2). Nothing else here differs between the two.
 */
public enum Regulations {
    C07_2023("2023"), C07_2026("2026");

    /** The day the 2026 amendment applies from. */
    static final LocalDate AMENDED = LocalDate.of(2026, 3, 1);

    private final String year;

    Regulations(String year) {
        this.year = year;
    }

    /** The text in force for a tournament that started on {@code start}. */
    public static Regulations inForceOn(LocalDate start) {
        return start.isBefore(AMENDED) ? C07_2023 : C07_2026;
    }

    /**
     * The text for a tournament: the one in force on its start date, or, when its file gives none,
     * the one in force {@code today} (a tournament being run now). The command line and the service
     * both ask here, so one file gets one text.
     */
    public static Regulations forTournament(java.util.Optional<LocalDate> start, LocalDate today) {
        return inForceOn(start.orElse(today));
    }

    /** {@code 2023} or {@code 2026}, as an option names them. */
    public static Regulations ofYear(String year) {
        for (Regulations r : values()) {
            if (r.year.equals(year)) {
                return r;
            }
        }
        throw new IllegalArgumentException("'" + year + "' is not a year of C.07's texts: 2023 or 2026");
    }

    public String year() {
        return year;
    }

    boolean capsDummyScore() {
        return this == C07_2026;
    }
}

package org.arbiter.law.appeal;

/**
 * Where each code stands on appeals: the citation an appeal's rulings carry, the words behind it
 * (the law's own, or the project's summary where the law's text is not the project's to quote, as
 * FIDE's is not), and whether a single decider alone may decide.
 */
enum AppealLaw {
    /** FIDE 11.10, in the project's summary. */
    FIDE("11.10", "A player may appeal against any decision of the arbiter, unless the event's regulations say "
            + "otherwise, and may do so even after signing the scoresheet (8.7).", true, false),
    /** Household chess xiv: the bystander's decision is final, and there is one bystander. */
    HOUSEHOLD_CHESS("xiv", null, false, true),
    /** Household draughts viii: "All disputes are to be decided by the majority of the bystanders present, or by an umpire." */
    HOUSEHOLD_DRAUGHTS("viii", null, false, false),
    /** The 1897 Code leaves the authority for disputes to the players, in its preface. */
    CODE_1897("appeal", "The constitution of a proper authority for dealing with disputes and for enforcing the "
            + "provisions of the Code is a matter for arrangement by the players or their representatives.", false, false),
    /** A code with no law on disputes: the tournament's regulations govern. */
    REGULATIONS("appeal", "The code has no law on appeals: the tournament's regulations name who decides an appeal "
            + "and the time allowed to lodge one.", true, false);

    private final String citation;
    private final String words;
    private final boolean summary;
    private final boolean singleDecider;

    AppealLaw(String citation, String words, boolean summary, boolean singleDecider) {
        this.citation = citation;
        this.words = words;
        this.summary = summary;
        this.singleDecider = singleDecider;
    }

    static AppealLaw of(String code) {
        return switch (code) {
            case "fide-2023" -> FIDE;
            case "household-chess" -> HOUSEHOLD_CHESS;
            case "household-draughts" -> HOUSEHOLD_DRAUGHTS;
            case "chess-code-1897" -> CODE_1897;
            default -> REGULATIONS;
        };
    }

    String citation() {
        return citation;
    }

    /** The words behind the citation; null where the code's own text gives them. */
    String words() {
        return words;
    }

    /** True where {@link #words()} are the project's summary, not the law's own text. */
    boolean summary() {
        return summary;
    }

    boolean singleDecider() {
        return singleDecider;
    }
}

package org.arbiter.cli;

import org.arbiter.law.Rulebooks;

/**
 * A code named on the command line ({@code --code}, {@code --supplement}, {@code --codes}): one
 * the law engine does not know is a typo in that option, not in the file, so it is refused before
 * any file is read, naming the option and listing the codes (exit 2).
 */
final class CodeOption {
    private CodeOption() {
    }

    /** {@code code} given to {@code option}; null (not given) passes. */
    static void check(String option, String code) {
        if (code != null && Rulebooks.find(code).isEmpty()) {
            throw new IllegalArgumentException(option + ": '" + code + "' is not a code; the codes: "
                    + String.join(", ", Rulebooks.codes()));
        }
    }

    /** A {@code --codes} entry, a code or {@code CODE+SUPPLEMENT}. */
    static void checkEntry(String option, String entry) {
        int plus = entry.indexOf('+');
        check(option, plus < 0 ? entry : entry.substring(0, plus));
        if (plus >= 0) {
            check(option, entry.substring(plus + 1));
        }
    }
}

package org.arbiter.service.tournament;

import java.util.List;

/**
 * A round's pairing from the tournament's record, as the officials' page shows it: the boards, the
 * players not paired (the pairing-allocated bye, the byes asked for, the withdrawn), the checker's
 * verdict, the results corrected since the pairing it replaces, and the file it was paired from (TRF16,
 * for any other pairing program to check it too).
 */
record PairingView(String tournament, int round, List<BoardView> boards, List<ByeView> byes, Verdict verdict,
                   boolean replaces, List<String> corrected, String trf) {

    /** A board: its number, and White and Black by starting rank and name. */
    record BoardView(int board, int white, String whiteName, int black, String blackName) {
    }

    /** A player not paired: the starting rank, the name, the TRF16 code and what it means. */
    record ByeView(int start, String name, String code, String kind) {
        static String kind(String code) {
            return switch (code) {
                case "U" -> "pairing-allocated bye";
                case "H" -> "half-point bye";
                case "F" -> "full-point bye";
                default -> "zero-point bye";
            };
        }
    }

    /**
     * The checker's verdict (PairingCheck, the {@code -c} of {@code ./arbiter pair}): {@code agrees}
     * when every board is as the Dutch system pairs it, else each board it would not give, with the
     * criterion that board breaks.
     */
    record Verdict(boolean agrees, String text, List<String> findings) {
        static Verdict of(List<String> findings) {
            return new Verdict(findings.isEmpty(), findings.isEmpty()
                    ? "The checker pairs the round again from the same record and finds every board as the Dutch "
                    + "system (FIDE C.04.3, 2025) gives it." : "The checker finds " + findings.size() + " board"
                    + (findings.size() == 1 ? "" : "s") + " the Dutch system would not give.", findings);
        }
    }
}

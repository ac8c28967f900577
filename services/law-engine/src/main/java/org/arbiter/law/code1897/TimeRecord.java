package org.arbiter.law.code1897;

import org.arbiter.chess.Color;

/**
 * Law 10: the time each player has used, the time of the last stamped action ({@code stamped}
 * false while no action carried a time), and how many hourly controls of each player have been
 * checked.
 */
record TimeRecord(long whiteMillis, long blackMillis, long lastAtMillis, boolean stamped, int whiteControls,
                  int blackControls) implements Code1897Part {
    static final TimeRecord START = new TimeRecord(0, 0, 0, false, 0, 0);

    long used(Color player) {
        return player == Color.WHITE ? whiteMillis : blackMillis;
    }

    int controlsChecked(Color player) {
        return player == Color.WHITE ? whiteControls : blackControls;
    }

    private TimeRecord withUsed(Color player, long millis) {
        return player == Color.WHITE
                ? new TimeRecord(millis, blackMillis, lastAtMillis, stamped, whiteControls, blackControls)
                : new TimeRecord(whiteMillis, millis, lastAtMillis, stamped, whiteControls, blackControls);
    }

    /** II.10.B(b), II.10.C(b): {@code player}'s hourly controls checked up to {@code controls}. */
    TimeRecord controlChecked(Color player, int controls) {
        return player == Color.WHITE
                ? new TimeRecord(whiteMillis, blackMillis, lastAtMillis, stamped, controls, blackControls)
                : new TimeRecord(whiteMillis, blackMillis, lastAtMillis, stamped, whiteControls, controls);
    }

    /**
     * II.10.D: {@code player}'s time equitably corrected to {@code millis}, the controls that time has
     * not reached unchecked again.
     */
    TimeRecord corrected(Color player, long millis, int controls) {
        return withUsed(player, millis).controlChecked(player, controls);
    }

    /** The time of a stamped action, {@code charged} to the player on turn since the last one. */
    TimeRecord at(long millis, Color charged) {
        long elapsed = millis - lastAtMillis;
        TimeRecord used = charged == null ? this : withUsed(charged, used(charged) + elapsed);
        return new TimeRecord(used.whiteMillis, used.blackMillis, millis, true, whiteControls, blackControls);
    }
}

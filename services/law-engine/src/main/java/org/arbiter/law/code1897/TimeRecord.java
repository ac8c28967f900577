package org.arbiter.law.code1897;

import org.arbiter.chess.Color;

/**
 * Law 10: the time each player has used, the time of the last stamped action ({@code stamped}
 * false while no action carried a time), and how many hourly controls of each player have been
 * checked.
 */
record TimeRecord(long whiteMillis, long blackMillis, long lastAtMillis, boolean stamped, int whiteControls,
                  int blackControls) {
    static final TimeRecord START = new TimeRecord(0, 0, 0, false, 0, 0);

    long used(Color player) {
        return player == Color.WHITE ? whiteMillis : blackMillis;
    }

    int controlsChecked(Color player) {
        return player == Color.WHITE ? whiteControls : blackControls;
    }

    TimeRecord withUsed(Color player, long millis) {
        return player == Color.WHITE
                ? new TimeRecord(millis, blackMillis, lastAtMillis, stamped, whiteControls, blackControls)
                : new TimeRecord(whiteMillis, millis, lastAtMillis, stamped, whiteControls, blackControls);
    }

    TimeRecord withControlsChecked(Color player, int controls) {
        return player == Color.WHITE
                ? new TimeRecord(whiteMillis, blackMillis, lastAtMillis, stamped, controls, blackControls)
                : new TimeRecord(whiteMillis, blackMillis, lastAtMillis, stamped, whiteControls, controls);
    }

    /** The time of a stamped action, {@code charged} to the player on turn since the last one. */
    TimeRecord at(long millis, Color charged) {
        long elapsed = millis - lastAtMillis;
        TimeRecord used = charged == null ? this : withUsed(charged, used(charged) + elapsed);
        return new TimeRecord(used.whiteMillis, used.blackMillis, millis, true, whiteControls, blackControls);
    }
}

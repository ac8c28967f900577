package org.arbiter.service.kafka;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.arbiter.board.BoardAct;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.NotAllowed;

/**
 * What a board's token may record on {@code arbiter.actions}: the physical acts an electronic
 * board can see (those its own reading writes, {@link BoardAct.Kind}), by a player (the clock's
 * reading by the arbiter), on the game
 * its board is bound to. A word to the arbiter, a resignation, a claim or an appeal's decision is
 * a person's act, never a board's.
 */
final class BoardActs {
    static final Set<String> SEEN = Arrays.stream(BoardAct.Kind.values())
            .map(k -> k.name().toLowerCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());

    private BoardActs() {
    }

    static void mayRecord(Caller board, Optional<String> boundGame, String gameId, Action act) {
        if (boundGame.isEmpty() || !boundGame.get().equals(gameId)) {
            throw new NotAllowed("board '" + board.board() + "' is bound to " + boundGame.map(g -> "game '" + g + "'")
                    .orElse("no game") + ", not to '" + gameId + "'");
        }
        if (!SEEN.contains(act.act()) || act.by() == Actor.ARBITER && !byEquipment(act)) {
            throw new NotAllowed("a board records the acts it sees (" + String.join(", ", new java.util.TreeSet<>(SEEN))
                    + ") by a player; '" + act.act() + "' by " + act.by().label() + " is a person's act");
        }
    }

    /** The clock's reading is the only act a board writes by the arbiter: his equipment's, not a player's. */
    private static boolean byEquipment(Action act) {
        return switch (act.kind()) {
            case CLOCK_SHOWS -> true;
            case MOVE_MADE, TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE, CLAIM, EXACT, WAIVE,
                 REQUIRE, REFUSE, OFFENCE, OFFER_DRAW, ACCEPT_DRAW, RESIGN, SEAL, ADJOURN, RESUME, COMMUNICATE, ADOPT,
                 CLOSE_OF_PLAY, CORRECT_TIME, PRESS, FLAG, ANNOUNCE, CALL, REFER, DECIDE, HUFF, COMPEL,
                 DRAUGHTS_OFFENCE, APPEAL, DECIDE_APPEAL -> false;
        };
    }
}

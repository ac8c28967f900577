package org.arbiter.service.chain;

/**
 * One thing wrong with a game's record: the event it concerns ({@code seq}, as stored now, and its
 * {@code type}), what is wrong, and a sentence for a person.
 */
public record Finding(long seq, String type, Problem problem, String detail) {

    /** What became of the event since it was recorded. */
    public enum Problem {
        /** its content (payload or link) differs from what was hashed when it was recorded */
        ALTERED,
        /** an event recorded here is no longer in the store */
        REMOVED,
        /** the event was not recorded in this place of the chain: no recorded event links to it */
        INSERTED,
        /** the event was recorded elsewhere in the game's order */
        MOVED,
        /** the event carries no chain link (recorded before the chain, or its link was stripped) */
        UNCHAINED,
        /** replaying the game's acts through the law engine does not give what the event says */
        REPLAY_DIFFERS,
        /** the signature of an exported record does not match its content or the key given */
        SIGNATURE,
        /** the event is after the last one the service signed, or the game has no signed head: not the service's */
        UNSIGNED
    }
}

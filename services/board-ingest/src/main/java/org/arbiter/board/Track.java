package org.arbiter.board;

/**
 * The reader's track of the board at one moment, made of its parts: the men as the squares last
 * reported them, what the hands hold, whose turn it is, the acts written and those not yet final.
 * Each part is immutable; a reading step takes a track and gives the next.
 */
record Track(Men board, Hand hand, Turn turn, ActLog log, OpenMove open) {
    /** Where the men stand as the acts written so far put them: a man no act has brought yet is not counted. */
    String placement() {
        return board.placement(hand.orphans().stream().map(Hand.Orphan::square).toList());
    }
}

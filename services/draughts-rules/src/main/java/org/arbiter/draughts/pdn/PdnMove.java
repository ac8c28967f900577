package org.arbiter.draughts.pdn;

import java.util.List;
import java.util.Objects;
import org.arbiter.draughts.DraughtsMove;

/** A move of a game with the comments that follow it. */
public record PdnMove(DraughtsMove move, List<String> comments) {

    public PdnMove {
        Objects.requireNonNull(move, "move");
        comments = PdnGame.checkedComments(comments);
    }
}

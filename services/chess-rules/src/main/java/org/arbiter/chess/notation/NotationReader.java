package org.arbiter.chess.notation;

import java.util.List;
import org.arbiter.chess.Position;

/**
 * One family of notation. A reader only decides what the text says about the move; the
 * legal moves are filtered with the result in one place ({@link RecordReader}).
 */
interface NotationReader {

    /** The family's name as a sentence uses it, e.g. "SAN". */
    String family();

    /**
     * The conditions the text puts on the move, one set for each way the text can be parsed
     * in this family, or none when the text is not written in this family. The text is already trimmed, with any move number and the signs of check, mate
     * and comment (+ # † ‡ ! ?) taken off the end.
     */
    List<MoveConstraint> read(Position position, String text);
}

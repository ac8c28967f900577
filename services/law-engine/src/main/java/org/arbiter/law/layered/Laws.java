package org.arbiter.law.layered;

import java.util.Map;
import org.arbiter.law.sequence.Header;

/**
 * The laws of a code that is silent on much: its own record of what they need ({@code L}, an
 * immutable value), and how they hear an act. Acts they do not speak to they hand on with
 * {@link Session#toBase()}.
 */
public interface Laws<L extends Laws.Part> {
    /** The header's {@code code} value. */
    String code();

    /** The laws' own record before the first action. */
    L start(Header header);

    /** Hears one act: rules it, hands it on, or both (a move goes on to the board, then the laws look at it). */
    void hear(Session<L> session);

    /** The words of the law a citation names, or null when the citation is not this code's. */
    String lawText(String citation);

    /** What the laws' own record can show a review page. */
    interface Part {
        /** The men touched and binding under the code's laws, square to side; none by default. */
        default Map<String, String> touched() {
            return Map.of();
        }
    }
}

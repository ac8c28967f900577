package org.arbiter.service.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.law.sequence.Header;
import org.arbiter.service.game.api.ActionLine;

/**
 * What an arbiter posted, read and checked field by field before any command is sent: the header
 * (when the body is a whole contested-sequence file, or a game to open) and the actions.
 * {@code headerFields} holds the header object's fields as given.
 */
public record Submission(Optional<Header> header, Map<String, Object> headerFields, List<ActionLine> actions) {
    public Submission {
        headerFields = headerFields == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(headerFields));
        actions = List.copyOf(actions);
    }
}

package org.arbiter.service.broadcast;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.arbiter.service.web.BadQuery;

/**
 * Who reads a tournament's round feeds without a session: nobody ({@code session}, the default),
 * anyone ({@code public}), or whoever has the round's secret key in the feed's address ({@code key}).
 * Either way only the tournament's public games are in such a feed, and only as the delay allows.
 */
enum FeedAccess {
    SESSION, PUBLIC, KEY;

    @JsonValue
    String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    static FeedAccess of(String word) {
        if (word == null) {
            throw new BadQuery("feed is required: " + Arrays.stream(values()).map(FeedAccess::word)
                    .collect(Collectors.joining(", ")));
        }
        return Arrays.stream(values()).filter(a -> a.word().equals(word)).findFirst()
                .orElseThrow(() -> new BadQuery("feed '" + word + "' is not one of " + Arrays.stream(values())
                        .map(FeedAccess::word).collect(Collectors.joining(", "))));
    }
}

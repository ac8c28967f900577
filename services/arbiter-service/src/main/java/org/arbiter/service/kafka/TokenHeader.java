package org.arbiter.service.kafka;

import java.nio.charset.StandardCharsets;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.header.Header;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.Users;

/** Who sent a record of the topics that take acts: the API token in its {@code arbiter-token} header. */
final class TokenHeader {
    static final String NAME = "arbiter-token";

    private TokenHeader() {
    }

    /** An arbiter or a board with a live token of this service; anyone else is {@link NotAllowed}. */
    static Caller sender(ConsumerRecord<String, ?> record, Users users) {
        Header token = record.headers().lastHeader(NAME);
        if (token == null) {
            throw new NotAllowed("the record has no " + NAME + " header with an arbiter's or a board's API token");
        }
        Caller caller = users.byToken(new String(token.value(), StandardCharsets.UTF_8))
                .orElseThrow(() -> new NotAllowed("the " + NAME + " header holds no live token of this service"));
        if (caller.role() != Role.ARBITER && caller.role() != Role.BOARD) {
            throw new NotAllowed(caller.name() + " is " + caller.role() + "; only arbiters and boards send acts");
        }
        return caller;
    }
}

package org.arbiter.service.kafka;

import java.util.List;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.service.ingest.BadReport;
import org.arbiter.service.ingest.BoardSessions;
import org.arbiter.service.ingest.UnknownBoard;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.Users;
import org.arbiter.service.web.UnknownGame;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.config.TopicBuilder;
import org.springframework.stereotype.Component;

/**
 * Reads {@code arbiter.board-fields}: one board field a record (the contract's JSON line, or
 * {@code {"at": N}} for "nothing changed until N"), keyed by the board, which must be bound to a
 * game. Keyed by board, a board's records are read in order by one consumer. A record that cannot
 * be read, comes from a board bound to no game, or carries no {@code arbiter-token} header of
 * that board's token (or of an arbiter appointed to its game's tournament), goes to
 * {@code arbiter.actions.rejected} with the reason.
 */
@Component
class BoardFieldsConsumer {
    private final BoardSessions boards;
    private final Rejections rejections;
    private final Users users;
    private final GameAccess access;

    BoardFieldsConsumer(BoardSessions boards, Rejections rejections, Users users, GameAccess access) {
        this.boards = boards;
        this.rejections = rejections;
        this.users = users;
        this.access = access;
    }

    @Bean
    static NewTopic boardFieldsTopic(@Value("${arbiter.kafka.board-fields:arbiter.board-fields}") String name,
                                     @Value("${arbiter.kafka.partitions}") int partitions,
                                     @Value("${arbiter.kafka.replicas}") short replicas) {
        return TopicBuilder.name(name).partitions(partitions).replicas(replicas).build();
    }

    @KafkaListener(id = "arbiter-board-fields", topics = "${arbiter.kafka.board-fields:arbiter.board-fields}",
            groupId = "${arbiter.kafka.actions-group}")
    void on(ConsumerRecord<String, String> record) {
        if (record.key() == null || record.key().isBlank()) {
            reject(record, "the record's key must be the board");
            return;
        }
        try {
            Caller sender = TokenHeader.sender(record, users);
            if (sender.role() == Role.BOARD && !record.key().equals(sender.board())) {
                throw new NotAllowed("this token is bound to board '" + sender.board() + "', not '" + record.key() + "'");
            }
            // checked against the game the fields are fed to, under the board's lock, as over HTTP
            boards.fields(record.key(), List.of(record.value()), gameId -> access.mayFeedBoard(sender, gameId));
        } catch (NotAllowed e) {
            reject(record, "not allowed: " + e.getMessage());
        } catch (BadReport | UnknownBoard | UnknownGame e) {
            reject(record, e.getMessage());
        }
    }

    private void reject(ConsumerRecord<String, String> record, String reason) {
        rejections.reject(record, reason);
    }
}

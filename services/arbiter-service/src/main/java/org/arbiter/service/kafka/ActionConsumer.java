package org.arbiter.service.kafka;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.law.sequence.Limits;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.GameCommands;
import org.arbiter.service.game.GameCommands.GameExists;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.game.api.ActionLine;
import org.arbiter.service.game.api.ActionRefused;
import org.arbiter.service.game.Submission;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.ingest.BoardSessions;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.Users;
import org.arbiter.service.web.UnknownGame;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

/**
 * Turns records on {@code arbiter.actions} into commands: a spec action plus {@code gameId}
 * records the action; a header line plus {@code gameId} opens the game. The record's key is the
 * game id when the value names none. An action without an {@code id} is made idempotent by its
 * partition and offset, so that a redelivery after a crash is dropped.
 *
 * <p>Each record must carry an API token in its {@code arbiter-token} header: an arbiter's
 * (appointed to the game's tournament), or a board's for the physical acts a board sees, on the
 * game its board is bound to ({@link BoardActs}); the events record its owner.
 *
 * <p>A record that can never be accepted (malformed, physically impossible, unknown game, no or
 * a wrong token) goes to
 * {@code arbiter.actions.rejected} with the reason, and consumption moves on. Any other failure
 * (the database is down) is thrown, and the container retries the record until it succeeds.
 */
@Component
class ActionConsumer {
    private static final Logger LOG = LoggerFactory.getLogger(ActionConsumer.class);
    private final GameCommands commands;
    private final JsonInput input;
    private final Rejections rejections;

    private final Users users;
    private final GameAccess access;
    private final BoardSessions boards;

    ActionConsumer(GameCommands commands, JsonInput input, Rejections rejections, Users users, GameAccess access,
                   BoardSessions boards) {
        this.users = users;
        this.access = access;
        this.boards = boards;
        this.commands = commands;
        this.input = input;
        this.rejections = rejections;
    }

    /** The value is read as bytes, so that one that is not UTF-8 is refused rather than stored with replacements. */
    @KafkaListener(id = "arbiter-actions", topics = "${arbiter.kafka.actions}",
            groupId = "${arbiter.kafka.actions-group}", concurrency = "${arbiter.kafka.action-consumers}",
            properties = "value.deserializer=org.apache.kafka.common.serialization.ByteArrayDeserializer")
    void on(ConsumerRecord<String, byte[]> record) {
        String delivery = "kafka:" + record.topic() + "-" + record.partition() + "@" + record.offset();
        try {
            Map<String, Object> value = new LinkedHashMap<>(input.object(JsonInput.text(record.value())));
            Object named = value.remove("gameId");
            String gameId = named instanceof String s && !s.isBlank() ? s : record.key();
            if (gameId == null || gameId.isBlank()) {
                throw new SequenceError(1, "gameId", "is required (in the value, or as the record's key)");
            }
            Limits.id(gameId, 1, "gameId");
            Caller sender = sender(record);
            if (value.containsKey("header")) {
                Submission header = input.header(value, 1, List.of());
                if (sender.role() == Role.BOARD) {
                    throw new NotAllowed("a board sends acts; an arbiter opens the game");
                }
                access.mayOpen(sender, header.header().flatMap(h -> h.event()).orElse(null), gameId);
                open(gameId, header, sender);
            } else {
                ActionLine act = input.action(value, 1, delivery);
                if (sender.role() == Role.BOARD) {
                    BoardActs.mayRecord(sender, boards.boundGame(sender.board()), gameId, act.action());
                } else {
                    access.mayRecord(sender, gameId);
                }
                commands.record(gameId, null, List.of(act), sender.recorder(Recorder.Via.KAFKA));
            }
        } catch (NotAllowed e) {
            reject(record, "not allowed: " + e.getMessage());
        } catch (SequenceError | ActionRefused e) {
            reject(record, e.getMessage());
        } catch (AggregateNotFoundException e) {
            reject(record, "no game with id '" + e.getAggregateIdentifier() + "'; open it first with its header, "
                    + "keyed by the same game id");
        } catch (UnknownGame e) {
            reject(record, e.getMessage() + "; open it first with its header, keyed by the same game id");
        }
    }

    /** The sender, from the token in the record's header: an arbiter's, or a board's for its acts. */
    private Caller sender(ConsumerRecord<String, byte[]> record) {
        return TokenHeader.sender(record, users);
    }

    private void open(String gameId, Submission header, Caller sender) {
        try {
            commands.open(gameId, header, sender.recorder(Recorder.Via.KAFKA));
        } catch (GameExists e) {
            LOG.debug("header for game {} delivered again; the game is open", gameId);
        }
    }

    private void reject(ConsumerRecord<String, byte[]> record, String reason) {
        rejections.reject(record, reason);
    }
}

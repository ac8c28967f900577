package org.arbiter.service.storage;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.BiFunction;
import org.arbiter.law.Result;
import org.arbiter.service.chain.Link;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;
import org.axonframework.serialization.upcasting.event.SingleEventUpcaster;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Events stored by earlier builds, read in today's shape through Axon's upcasters. Until revision
 * 2, {@code GameOpened.header} and {@code ActionRecorded.action} held JSON as text, and
 * {@code ActionRecorded.move} was the notation of a move act. Until revision 3 (ADR 0035),
 * {@code ActionRecorded} carried the law engine's state after the act (position, last move, clocks)
 * and the result after every act; it keeps the act, its key, and the result with its law. Revision
 * 4 stores the act as the law engine writes it (one order, times in seconds, squares by board
 * name); the act of revision 3, its fields as the recorder sent them, is read as it stands by the
 * same reader ({@code ActionJson}), so that raising it to 4 changes nothing but its revision. A game
 * recorded before any change replays as it was recorded.
 *
 * <p>An event's hash is of its payload as it was stored: each upcaster here leaves that payload, as
 * stored, in the event's metadata ({@link Link#STORED_PAYLOAD}), so that the chain's check and a
 * signed record hash what was hashed.
 */
@Configuration(proxyBeanMethods = false)
class EventShapeUpcasters {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** The fields of {@code ActionRecorded} that revision 3 keeps. */
    private static final List<String> KEPT = List.of("gameId", "seq", "action", "idempotencyKey", "result", "termination");

    @Bean
    SingleEventUpcaster gameOpenedRevision2() {
        return new Raise(GameOpened.class.getName(), "2", (node, stored) -> {
            JsonNode header = parse(node.get("header"));
            node.set("header", header.has("header") ? header.get("header") : header);
            return node;
        });
    }

    @Bean
    SingleEventUpcaster actionRecordedRevision4() {
        return new Raise(ActionRecorded.class.getName(), "4", (node, stored) -> {
            if ("3".equals(stored)) {
                return node;
            }
            if (node.has("move") || node.path("action").isTextual()) {
                // revision null: the action as text, the last move as "move"
                node.set("action", parse(node.get("action")));
                node.remove("move");
            }
            JsonNode result = node.get("result");
            String termination = node.path("termination").isTextual() ? node.get("termination").asText() : null;
            node.retain(KEPT);
            node.put("result", result == null || !result.isTextual() ? null : Result.ofText(result.asText()).name());
            node.put("termination", termination);
            node.putIfAbsent("idempotencyKey", null);
            return node;
        });
    }

    private static JsonNode parse(JsonNode text) {
        try {
            return text == null || !text.isTextual() ? text : JSON.readTree(text.asText());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored event holds text that is not JSON: " + text, e);
        }
    }

    /**
     * Raises one event type from any earlier revision to {@code revision}, changing a copy of its
     * payload's fields with {@code change} (given the revision stored), and keeps the payload as
     * stored in the metadata.
     */
    static final class Raise extends SingleEventUpcaster {
        private final String type;
        private final String revision;
        private final BiFunction<ObjectNode, String, ObjectNode> change;

        Raise(String type, String revision, BiFunction<ObjectNode, String, ObjectNode> change) {
            this.type = type;
            this.revision = revision;
            this.change = change;
        }

        @Override
        protected boolean canUpcast(IntermediateEventRepresentation representation) {
            String stored = representation.getType().getRevision();
            return type.equals(representation.getType().getName())
                    && (stored == null || stored.compareTo(revision) < 0);
        }

        @Override
        protected IntermediateEventRepresentation doUpcast(IntermediateEventRepresentation representation) {
            return representation.upcast(new SimpleSerializedType(type, revision), JsonNode.class,
                    node -> change.apply((ObjectNode) node.deepCopy(), representation.getType().getRevision()),
                    meta -> meta.containsKey(Link.STORED_PAYLOAD) ? meta : meta.and(Link.STORED_PAYLOAD,
                            representation.getData(JsonNode.class).getData().toString()));
        }
    }
}

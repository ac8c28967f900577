package org.arbiter.service.storage;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.function.UnaryOperator;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;
import org.axonframework.serialization.upcasting.event.SingleEventUpcaster;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Events stored by earlier builds, read in today's shape through Axon's upcasters: until revision
 * 2, {@code GameOpened.header} and {@code ActionRecorded.action} held JSON as text, and
 * {@code ActionRecorded.move} was the notation of a move act (now {@code lastMove}). A game
 * recorded before the change replays as it was recorded.
 */
@Configuration(proxyBeanMethods = false)
class EventShapeUpcasters {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Bean
    SingleEventUpcaster gameOpenedRevision2() {
        return new TextToObject(GameOpened.class.getName(), node -> {
            JsonNode header = parse(node.get("header"));
            node.set("header", header.has("header") ? header.get("header") : header);
            return node;
        });
    }

    @Bean
    SingleEventUpcaster actionRecordedRevision2() {
        return new TextToObject(ActionRecorded.class.getName(), node -> {
            node.set("action", parse(node.get("action")));
            node.set("lastMove", node.remove("move"));
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

    /** Raises one event type from revision null to 2, changing its payload's fields with {@code change}. */
    static final class TextToObject extends SingleEventUpcaster {
        private final String type;
        private final UnaryOperator<ObjectNode> change;

        TextToObject(String type, UnaryOperator<ObjectNode> change) {
            this.type = type;
            this.change = change;
        }

        @Override
        protected boolean canUpcast(IntermediateEventRepresentation representation) {
            return type.equals(representation.getType().getName()) && representation.getType().getRevision() == null;
        }

        @Override
        protected IntermediateEventRepresentation doUpcast(IntermediateEventRepresentation representation) {
            return representation.upcastPayload(new SimpleSerializedType(type, "2"), JsonNode.class,
                    node -> change.apply((ObjectNode) node));
        }
    }
}

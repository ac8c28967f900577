package org.arbiter.service.game.api;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import java.io.IOException;
import java.util.Map;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ActionWriter;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.law.sequence.SequenceReader;

/**
 * The stored form of a typed act: its fields as the contract writes them, in the one shape of both
 * games ({@link ActionWriter#fields(Action)}), read back by the law engine's own reader
 * ({@link SequenceReader#written}), which also reads an act as a recorder sent it (revision 3). The
 * annotations that name these serve every mapper alike: Axon's, the chain's canonical one, Kafka's.
 */
public final class ActionJson {
    private static final TypeReference<Map<String, Object>> FIELDS = new TypeReference<>() { };

    private ActionJson() {
    }

    /** Writes an act as its fields. */
    public static final class Writer extends JsonSerializer<Action> {
        @Override
        public void serialize(Action value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
            gen.writeObject(ActionWriter.fields(value));
        }
    }

    /** Reads an act from its fields, a field the law engine cannot read named in the error. */
    public static final class Reader extends JsonDeserializer<Action> {
        @Override
        public Action deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            Map<String, Object> fields = p.readValueAs(FIELDS);
            try {
                return SequenceReader.written(fields, 0);
            } catch (SequenceError e) {
                throw ctxt.weirdStringException(String.valueOf(fields), Action.class, e.getMessage());
            }
        }
    }
}

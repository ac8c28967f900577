package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.nio.charset.StandardCharsets;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The same contested sequences fed through {@code arbiter.actions} give exactly the replay's rulings. */
@Tag("act-readers")
abstract class KafkaActionsSuite extends InContext {

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.arbiter.service.it.Suite#cases")
    void actionsOnTheTopicReplayExactlyAsTheLawEngine(Path file) {
        String text = read(file);
        List<String> lines = lines(text);
        String id = "kafka-" + UUID.randomUUID();

        produce("arbiter.actions", id, withGameId(id, lines));

        String expected = Replay.run(ContestedSequence.parse(text)).toJson();
        eventually(() -> assertThat(object(get("/api/games/" + id + "/replay").body())).isEqualTo(object(expected)));
    }

    @Test
    void aMalformedRecordGoesToTheRejectedTopicNamingTheFieldAndTheGameIsUnchanged() {
        String id = "kafka-" + UUID.randomUUID();
        produce("arbiter.actions", id, withGameId(id, List.of("{\"header\":{}}",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}",
                "{\"act\":\"touch\",\"by\":\"black\"}",
                "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\"}")));

        eventually(() -> assertThat(recordedActions(id)).isEqualTo(2));
        Map<String, List<ConsumerRecord<String, String>>> rejected = consume("arbiter.actions.rejected", Set.of(id),
                Map.of(id, 1));
        assertThat(rejected.get(id)).hasSize(1);
        assertThat(object(rejected.get(id).get(0).value()).get("reason").toString()).contains("field \"square\"");
    }

    @Test
    void anActWithoutAnArbitersTokenGoesToTheRejectedTopicWithTheReasonAndNothingIsStored() {
        String id = "kafka-" + UUID.randomUUID();
        produce("arbiter.actions", id, withGameId(id, List.of("{\"header\":{}}")));
        eventually(() -> assertThat(recordedActions(id)).isZero());
        String unsigned = id + "-no-token";
        String display = id + "-display";
        String move = "{\"gameId\":\"" + id + "\",\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}";

        produceWithToken(null, "arbiter.actions", unsigned, List.of(move));
        produceWithToken(token(Role.DISPLAY), "arbiter.actions", display, List.of(move));

        Map<String, List<ConsumerRecord<String, String>>> rejected = consume("arbiter.actions.rejected",
                Set.of(unsigned, display), Map.of(unsigned, 1, display, 1));
        assertThat(object(rejected.get(unsigned).get(0).value()).get("reason").toString())
                .startsWith("not allowed: the record has no arbiter-token header");
        assertThat(object(rejected.get(display).get(0).value()).get("reason").toString())
                .contains("is DISPLAY; only arbiters and boards send acts");
        assertThat(recordedActions(id)).isZero();
    }

    @Test
    void aGameIdOver255CharactersGoesToTheRejectedTopicAndItsPartitionGoesOn() {
        String longId = "k".repeat(300);
        String next = "kafka-" + UUID.randomUUID();
        String header = "{\"header\":{}}";

        try (KafkaProducer<String, String> producer = producer()) {
            for (ProducerRecord<String, String> record : List.of(
                    new ProducerRecord<>("arbiter.actions", 0, longId, header),
                    new ProducerRecord<>("arbiter.actions", 0, next, header))) {
                record.headers().add("arbiter-token", token(Role.ARBITER).getBytes(StandardCharsets.UTF_8));
                producer.send(record);
            }
            producer.flush();
        }

        eventually(() -> assertThat(recordedActions(next)).isZero());
        Map<String, List<ConsumerRecord<String, String>>> rejected = consume("arbiter.actions.rejected", Set.of(longId),
                Map.of(longId, 1));
        assertThat(object(rejected.get(longId).get(0).value()).get("reason").toString()).contains("field \"gameId\"");
    }

    @Test
    void anActIdOf921000CharactersGoesToTheRejectedTopicCutShort() {
        String id = "kafka-" + UUID.randomUUID();
        produce("arbiter.actions", id, withGameId(id, List.of("{\"header\":{}}")));
        eventually(() -> assertThat(recordedActions(id)).isZero());

        produce("arbiter.actions", id, List.of("{\"gameId\":\"" + id + "\",\"act\":\"resign\",\"by\":\"white\",\"id\":\""
                + "x".repeat(921_000) + "\"}", "{\"gameId\":\"" + id + "\",\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}"));

        eventually(() -> assertThat(recordedActions(id)).isEqualTo(1));
        Map<String, List<ConsumerRecord<String, String>>> rejected = consume("arbiter.actions.rejected", Set.of(id),
                Map.of(id, 1));
        Map<String, Object> refusal = object(rejected.get(id).get(0).value());
        assertThat(refusal.get("reason").toString()).contains("64 KB");
        assertThat(refusal.get("value").toString().length()).isLessThan(20_000);
    }

    @Test
    void aTimeThatWouldOverflowTheClocksGoesToTheRejectedTopicAndTheGameGoesOn() {
        String id = "kafka-" + UUID.randomUUID();
        produce("arbiter.actions", id, withGameId(id, List.of("{\"header\":{}}",
                "{\"act\":\"touch\",\"by\":\"white\",\"square\":\"e2\",\"at\":\"PT2000000000000000H\"}",
                "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\"}")));

        eventually(() -> assertThat(recordedActions(id)).isEqualTo(1));
        Map<String, List<ConsumerRecord<String, String>>> rejected = consume("arbiter.actions.rejected", Set.of(id),
                Map.of(id, 1));
        assertThat(object(rejected.get(id).get(0).value()).get("reason").toString()).contains("field \"at\"");
    }

    static List<String> withGameId(String id, List<String> lines) {
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            @SuppressWarnings("unchecked")
            Map<String, Object> value = new LinkedHashMap<>(object(line));
            Map<String, Object> record = new LinkedHashMap<>();
            record.put("gameId", id);
            record.putAll(value);
            out.add(json(record));
        }
        return out;
    }
}

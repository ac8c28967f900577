package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The same contested sequences fed through {@code arbiter.actions} give exactly the replay's rulings. */
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

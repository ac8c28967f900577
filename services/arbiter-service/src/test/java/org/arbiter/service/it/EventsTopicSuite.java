package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A plain KafkaConsumer reads every event on {@code arbiter.events}, in order per game. */
@Tag("act-readers")
abstract class EventsTopicSuite extends InContext {

    @Test
    void everyEventOfEveryGameIsOnTheTopicInOrderKeyedByGame() {
        List<String> games = new ArrayList<>();
        for (int g = 0; g < 3; g++) {
            games.add(open("{\"header\":{\"white\":\"W" + g + "\",\"black\":\"B" + g + "\"}}"));
        }
        String[] moves = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"};
        for (int i = 0; i < moves.length; i++) {
            for (String id : games) {
                String by = i % 2 == 0 ? "white" : "black";
                actions(id, "application/json", "[{\"act\":\"move\",\"by\":\"" + by + "\",\"move\":\"" + moves[i] + "\"},"
                        + "{\"act\":\"claim\",\"by\":\"" + by + "\",\"claim\":\"draw-fifty-moves\"}]");
            }
        }
        Map<String, Integer> expected = new LinkedHashMap<>();
        games.forEach(id -> expected.put(id, storedEvents(id)));

        Map<String, List<ConsumerRecord<String, String>>> read = consume("arbiter.events", expected.keySet(), expected);

        for (String id : games) {
            List<ConsumerRecord<String, String>> records = read.get(id);
            assertThat(records).as("events of " + id).hasSize(expected.get(id));
            long previous = -1;
            for (ConsumerRecord<String, String> r : records) {
                Map<String, Object> envelope = object(r.value());
                assertThat(envelope).containsEntry("gameId", id).containsKeys("type", "timestamp", "payload", "globalIndex");
                long seq = ((Number) envelope.get("sequenceNumber")).longValue();
                assertThat(seq).as("sequence number after " + previous).isEqualTo(previous + 1);
                previous = seq;
            }
            assertThat(object(records.get(0).value())).containsEntry("type", "GameOpened");
        }
    }
}

package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.arbiter.board.BoardSimulator;
import org.arbiter.board.Ingest;
import org.arbiter.board.Settings;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtEncoder;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.service.security.Role;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Boards in: a board bound to a game reports DGT bytes over HTTP, or board fields on Kafka, and
 * the acts board-ingest reads off them are recorded on the game, so the game replays as ingest's
 * reading of the whole recording does.
 */
@Tag("act-readers")
abstract class BoardsSuite extends InContext {
    static final List<String> GAME = List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "d2d3", "f8c5", "e1g1", "d7d6");
    static final String HEADER = "{\"code\":\"fide-2023\",\"white\":\"Board\",\"black\":\"Reader\",\"event\":\"EVENT\","
            + "\"round\":\"1\",\"board\":4,\"timeControl\":{\"base\":\"PT90M\",\"increment\":\"PT0S\"}}";

    @Test
    void aSimulatedBoardReportingOverHttpPlaysItsGameIntoTheService() {
        String event = "Boards " + UUID.randomUUID();
        String header = HEADER.replace("EVENT", event);
        String id = open("{\"header\":" + header + "}");
        String board = "dgt-" + UUID.randomUUID();
        HttpResponse<String> bound = put("/api/boards/" + board,
                "{\"event\":\"" + event + "\",\"round\":\"1\",\"board\":4}");
        assertThat(bound.statusCode()).as(bound.body()).isEqualTo(200);
        assertThat(object(bound.body())).containsEntry("gameId", id);
        byte[] capture = capture(7);

        for (byte[] fragment : fragments(capture)) {
            HttpResponse<String> r = dgt(board, fragment);
            assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        }

        String expected = Replay.run(ContestedSequence.parse(
                Ingest.run(capture, Ingest.Format.DGT, header, Settings.defaults()).text())).toJson();
        eventually(() -> assertThat(object(get("/api/games/" + id + "/replay").body())).isEqualTo(object(expected)));
        assertThat(object(expected).get("position")).as("the moves played")
                .isEqualTo(played().placementAndSide());
        Map<String, Object> status = object(get("/api/boards/" + board).body());
        assertThat(status).containsEntry("refused", 0L).containsEntry("revisions", 0L).containsEntry("waiting", 0L);
        assertThat(status.get("acts")).as("every act read off the board recorded").isEqualTo(status.get("read"))
                .isEqualTo((long) recordedActions(id));
    }

    /** Issue 45, 5: a board id over 100 characters waited on the store for 11 to 31 s and was a 503. */
    @Test
    void aBoardIdOver100CharactersIsA400NamingItAtOnce() {
        String id = open("{\"header\":" + HEADER.replace("EVENT", "Boards " + UUID.randomUUID()) + "}");
        String board = "b".repeat(101);
        long start = System.nanoTime();

        HttpResponse<String> bound = put("/api/boards/" + board, "{\"gameId\":\"" + id + "\"}");

        assertThat(bound.statusCode()).as(bound.body()).isEqualTo(400);
        assertThat(bound.body()).contains("board's id").contains("101");
        assertThat(java.time.Duration.ofNanos(System.nanoTime() - start)).as("answered, not retried")
                .isLessThan(java.time.Duration.ofSeconds(10));
        assertThat(put("/api/boards/" + "b".repeat(100), "{\"gameId\":\"" + id + "\"}").statusCode()).isEqualTo(200);
    }

    /** Issue 34.10: a simulate-board capture posted whole recorded two acts fewer than ingest reads. */
    @Test
    void aWholeSimulatedCapturePostedAtOnceRecordsItsLastMove() {
        String header = HEADER.replace("EVENT", "Whole capture " + UUID.randomUUID());
        String id = open("{\"header\":" + header + "}");
        String board = "dgt-" + UUID.randomUUID();
        assertThat(put("/api/boards/" + board, "{\"gameId\":\"" + id + "\"}").statusCode()).isEqualTo(200);
        byte[] capture = capture(7);

        HttpResponse<String> r = dgt(board, capture);

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        long ingested = Ingest.run(capture, Ingest.Format.DGT, header, Settings.defaults()).acts().stream()
                .filter(a -> a instanceof org.arbiter.board.BoardAct.Act).count();
        Map<String, Object> status = object(r.body());
        assertThat(status).containsEntry("acts", ingested).containsEntry("unsettled", 0L).containsEntry("waiting", 0L);
        String expected = Replay.run(ContestedSequence.parse(
                Ingest.run(capture, Ingest.Format.DGT, header, Settings.defaults()).text())).toJson();
        assertThat(object(get("/api/games/" + id + "/replay").body())).as("the last move recorded")
                .isEqualTo(object(expected));
    }

    @Test
    void badBytesAreA400NamingTheOffsetAndTheActsBeforeThemAreKept() {
        String id = open("{\"header\":" + HEADER.replace("EVENT", "Bad bytes") + "}");
        String board = "dgt-" + UUID.randomUUID();
        assertThat(put("/api/boards/" + board, "{\"gameId\":\"" + id + "\"}").statusCode()).isEqualTo(200);
        byte[] lift = new DgtCapture().read(1000, DgtEncoder.fieldUpdate(Square.E2, Optional.empty()))
                .read(1500, DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN))).read(4000, new byte[0]).bytes();
        byte[] bad = Arrays.copyOf(lift, lift.length + 9);
        // a read at 4100 ms of three bytes: a field update that declares 9 bytes
        byte[] tail = {0, 0, 0x10, 0x04, 0, 3, (byte) 0x8E, 0, 9};
        System.arraycopy(tail, 0, bad, lift.length, tail.length);

        HttpResponse<String> r = dgt(board, bad);

        assertThat(r.statusCode()).isEqualTo(400);
        Map<String, Object> error = object(r.body());
        assertThat(error).containsEntry("error", "malformed").containsEntry("field", "byte " + (lift.length + 6))
                .containsEntry("stored", 3L);
        assertThat((String) error.get("reason")).contains("declares 9 bytes; the protocol fixes it at 5");
        assertThat(recordedActions(id)).as("lift, place and release kept").isEqualTo(3);
        HttpResponse<String> next = dgt(board, new DgtCapture().read(5000, new byte[0]).bytes());
        assertThat(next.statusCode()).as("the board reads on").isEqualTo(200);
    }

    @Test
    void aBoardBoundToNoGameIs404AndABindingToNoGameToo() {
        HttpResponse<String> r = dgt("nobody-" + UUID.randomUUID(), new DgtCapture().read(0, new byte[0]).bytes());
        assertThat(r.statusCode()).isEqualTo(404);
        assertThat(object(r.body())).containsEntry("error", "unknown-board");
        assertThat(put("/api/boards/b", "{\"gameId\":\"no-such-game\"}").statusCode()).isEqualTo(404);
        assertThat(put("/api/boards/b", "{\"event\":\"x\"}").statusCode()).isEqualTo(400);
    }

    @Test
    void boardFieldsOnKafkaKeyedByBoardAreRecordedOnItsGame() {
        String id = open("{\"header\":" + HEADER.replace("EVENT", "Kafka fields") + "}");
        String board = "fields-" + UUID.randomUUID();
        assertThat(put("/api/boards/" + board, "{\"gameId\":\"" + id + "\"}").statusCode()).isEqualTo(200);

        produce("arbiter.board-fields", board, List.of(
                "{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}",
                "{\"at\": 1500, \"square\": \"e4\", \"piece\": \"P\"}",
                "{\"at\": 4000}"));

        eventually(() -> assertThat(object(get("/api/games/" + id + "/replay").body()))
                .containsEntry("position", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b")
                .containsEntry("actions", 3L));
    }

    @Test
    void boardFieldsWithoutTheBoardsTokenGoToTheRejectedTopicAndRecordNothing() {
        String id = open("{\"header\":" + HEADER.replace("EVENT", "Kafka fields unsigned") + "}");
        // Two boards on one game, as the rejected records of one key would count once (they carry no event id).
        String unsigned = "unsigned-" + UUID.randomUUID();
        String other = "other-" + UUID.randomUUID();
        for (String board : List.of(unsigned, other)) {
            assertThat(put("/api/boards/" + board, "{\"gameId\":\"" + id + "\"}").statusCode()).isEqualTo(200);
        }
        String lift = "{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}";

        produceWithToken(null, "arbiter.board-fields", unsigned, List.of(lift));
        produceWithToken(token(Role.BOARD), "arbiter.board-fields", other, List.of(lift));

        Map<String, List<ConsumerRecord<String, String>>> rejected = consume("arbiter.actions.rejected",
                Set.of(unsigned, other), Map.of(unsigned, 1, other, 1));
        assertThat(object(rejected.get(unsigned).get(0).value()).get("reason")).isEqualTo(
                "not allowed: the record has no arbiter-token header with an arbiter's or a board's API token");
        assertThat(object(rejected.get(other).get(0).value()).get("reason")).isEqualTo(
                "not allowed: this token is bound to board 'test-board', not '" + other + "'");
        assertThat(object(get("/api/games/" + id + "/replay").body())).containsEntry("actions", 0L);
    }

    @Test
    void aBoardFieldWhoseActsCannotBeReadGoesToTheRejectedTopicAndItsPartitionGoesOn() {
        String late = "late-" + UUID.randomUUID();
        String next = "next-" + UUID.randomUUID();
        Map<String, String> games = Map.of(late, open("{\"header\":" + HEADER.replace("EVENT", "Kafka fields late") + "}"),
                next, open("{\"header\":" + HEADER.replace("EVENT", "Kafka fields next") + "}"));
        games.forEach((board, id) -> assertThat(put("/api/boards/" + board, "{\"gameId\":\"" + id + "\"}").statusCode())
                .isEqualTo(200));

        try (KafkaProducer<String, String> producer = producer()) {
            for (String[] field : new String[][] {
                    {late, "{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}"},
                    {late, "{\"at\": 1e19, \"square\": \"e4\", \"piece\": \"P\"}"},
                    {late, "{\"at\": 1.1e19}"},
                    {next, "{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}"},
                    {next, "{\"at\": 1500, \"square\": \"e4\", \"piece\": \"P\"}"},
                    {next, "{\"at\": 4000}"}}) {
                ProducerRecord<String, String> record = new ProducerRecord<>("arbiter.board-fields", 0, field[0], field[1]);
                record.headers().add("arbiter-token", token(Role.ARBITER).getBytes(StandardCharsets.UTF_8));
                producer.send(record);
            }
            producer.flush();
        }

        eventually(() -> assertThat(object(get("/api/games/" + games.get(next) + "/replay").body()))
                .containsEntry("position", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"));
        Map<String, List<ConsumerRecord<String, String>>> rejected = consume("arbiter.actions.rejected", Set.of(late),
                Map.of(late, 1));
        assertThat(object(rejected.get(late).get(0).value()).get("reason").toString()).contains("\"at\"");
    }

    static List<Move> moves() {
        List<Move> moves = new ArrayList<>();
        GAME.forEach(m -> moves.add(Move.fromUci(m)));
        return moves;
    }

    static Position played() {
        Position p = Position.initial();
        for (Move m : moves()) {
            p = p.play(m);
        }
        return p;
    }

    /** A noisy recording of the game; the lost update, whose dump may re-read a turn, left out. */
    static byte[] capture(long seed) {
        return new BoardSimulator(0.2, seed, EnumSet.complementOf(EnumSet.of(BoardSimulator.Noise.MISSED_UPDATE)))
                .record(Position.initial(), moves(), "*").capture();
    }

    /** The capture's reads, a few to a fragment, then an empty read two seconds after the last. */
    static List<byte[]> fragments(byte[] capture) {
        List<byte[]> out = new ArrayList<>();
        List<DgtCapture.Read> reads = DgtCapture.reads(capture).reads();
        for (int i = 0; i < reads.size(); i += 3) {
            DgtCapture f = new DgtCapture();
            for (DgtCapture.Read r : reads.subList(i, Math.min(reads.size(), i + 3))) {
                f.read(r.at(), Arrays.copyOfRange(capture, r.offset(), r.offset() + r.length()));
            }
            out.add(f.bytes());
        }
        out.add(new DgtCapture().read(reads.get(reads.size() - 1).at() + 2000, new byte[0]).bytes());
        return out;
    }
}

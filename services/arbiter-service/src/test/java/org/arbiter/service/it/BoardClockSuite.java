package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbiter.board.Ingest;
import org.arbiter.board.Settings;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtEncoder;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/**
 * The clock (issue 36): a board's DGT clock messages give each press the times the clock showed,
 * which the PGN feed writes as {@code %clk} and the live board shows; a clock at 0:00 is put before
 * the law engine, which decides what it means; where the clock and the engine's reckoning differ,
 * both are kept and a notice says so.
 */
abstract class BoardClockSuite extends InContext {
    private static final Pattern PRESS = Pattern.compile("\\{\"act\": \"press\", \"by\": \"(white|black)\", \"clock\": "
            + "\\{\"white\": (\\d+), \"black\": (\\d+)}.*");
    private static final Pattern CLK = Pattern.compile("\\[%clk (\\d+:\\d\\d:\\d\\d)]");

    @Test
    void aBoardsClockGivesTheClkOfThePgnFeedAndTheTimesOfTheLiveBoard() {
        String header = BoardsSuite.HEADER.replace("EVENT", "Clock " + UUID.randomUUID());
        String id = bound(header);
        byte[] capture = BoardsSuite.capture(11);

        HttpResponse<String> r = dgt(board, capture);

        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        List<String> clk = new ArrayList<>();
        long[] last = new long[2];
        for (String line : Ingest.run(capture, Ingest.Format.DGT, header, Settings.defaults()).lines()) {
            Matcher m = PRESS.matcher(line);
            if (m.matches()) {
                last[0] = Long.parseLong(m.group(2));
                last[1] = Long.parseLong(m.group(3));
                clk.add(hms(m.group(1).equals("white") ? last[0] : last[1]));
            }
        }
        assertThat(clk).as("a press after every move").hasSize(BoardsSuite.GAME.size());
        assertThat(clks(get("/api/games/" + id + ".pgn").body())).as("the clock's times, press by press").isEqualTo(clk);
        // the live board is a projection: it may not have taken the last press yet
        eventually(() -> assertThat(shown(id)).containsEntry("white", (double) last[0])
                .containsEntry("black", (double) last[1]).containsEntry("disagrees", false));
        assertThat(laws(id)).as("the simulated clock and the engine's reckoning agree").doesNotContain("clock");
    }

    @Test
    void fide_6_8_aClockShowingZeroIsPutBeforeTheLawEngineWhichNotesTheFlagDown() {
        String id = bound(header("PT30S"));
        byte[] capture = new DgtCapture()
                .read(0, DgtEncoder.clock(Duration.ofSeconds(30), Duration.ofSeconds(30), true, true))
                .read(1000, DgtEncoder.fieldUpdate(Square.E2, Optional.empty()))
                .read(1500, DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN)))
                .read(1700, DgtEncoder.clock(Duration.ofSeconds(28), Duration.ofSeconds(30), true, false))
                .read(31700, DgtEncoder.clock(Duration.ofSeconds(28), Duration.ZERO, true, false))
                .read(32700, DgtEncoder.clock(Duration.ofSeconds(28), Duration.ZERO, true, false))
                .read(35000, new byte[0]).bytes();

        assertThat(dgt(board, capture).statusCode()).isEqualTo(200);

        Map<String, Object> replay = object(get("/api/games/" + id + "/replay").body());
        assertThat(replay).containsEntry("result", "*");
        assertThat(laws(id)).contains("6.8");
        eventually(() -> {
            assertThat(shown(id)).containsEntry("black", 0.0);
            assertThat(object(get("/api/games/" + id).body()).get("clocks")).asInstanceOf(
                    org.assertj.core.api.InstanceOfAssertFactories.MAP).containsEntry("flag", "black");
        });
    }

    @Test
    void whereTheClockAndTheEnginesReckoningDifferBothAreKeptAndTheRecordSaysSo() {
        String id = bound(header("PT5M"));
        // White's clock shows 4:40 after a press 1.7 s into the game: the engine reckons 4:58.
        byte[] capture = new DgtCapture()
                .read(0, DgtEncoder.clock(Duration.ofSeconds(300), Duration.ofSeconds(300), true, true))
                .read(1000, DgtEncoder.fieldUpdate(Square.E2, Optional.empty()))
                .read(1500, DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN)))
                .read(1700, DgtEncoder.clock(Duration.ofSeconds(280), Duration.ofSeconds(300), true, false))
                .read(5000, new byte[0]).bytes();

        assertThat(dgt(board, capture).statusCode()).isEqualTo(200);

        assertThat(laws(id)).containsExactly("clock");
        eventually(() -> {
            assertThat(shown(id)).containsEntry("white", 280.0).containsEntry("disagrees", true);
            assertThat(object(get("/api/games/" + id).body()).get("clocks")).asInstanceOf(
                    org.assertj.core.api.InstanceOfAssertFactories.MAP).containsEntry("whiteLeft", 298.3);
        });
        assertThat(clks(get("/api/games/" + id + ".pgn").body())).as("the PGN writes what the clock showed")
                .containsExactly("0:04:40");
    }

    private String board;

    /** A new game with {@code header}, and a new board bound to it. */
    private String bound(String header) {
        String id = open("{\"header\":" + header + "}");
        board = "clock-" + UUID.randomUUID();
        assertThat(put("/api/boards/" + board, "{\"gameId\":\"" + id + "\"}").statusCode()).isEqualTo(200);
        return id;
    }

    private static String header(String base) {
        return "{\"code\":\"fide-2023\",\"white\":\"Clock\",\"black\":\"Reader\",\"timeControl\":{\"base\":\"" + base + "\"}}";
    }

    @SuppressWarnings("unchecked")
    private Map<String, Object> shown(String id) {
        Map<String, Object> clocks = (Map<String, Object>) object(get("/api/games/" + id).body()).get("clocks");
        assertThat(clocks.get("shown")).as("the live board's clock reading").isNotNull();
        return (Map<String, Object>) clocks.get("shown");
    }

    @SuppressWarnings("unchecked")
    private List<String> laws(String id) {
        Object notices = object(get("/api/games/" + id + "/replay").body()).get("notices");
        return notices == null ? List.of()
                : ((List<Map<String, Object>>) notices).stream().map(n -> (String) n.get("law")).toList();
    }

    private static List<String> clks(String pgn) {
        List<String> out = new ArrayList<>();
        Matcher m = CLK.matcher(pgn);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static String hms(long seconds) {
        return String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
}

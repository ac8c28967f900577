package org.arbiter.service.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.Map;
import org.arbiter.law.Result;
import org.arbiter.service.game.api.ActionRecorded;
import org.arbiter.service.game.api.GameOpened;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.history.LiveBoards;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.orm.jpa.DataJpaTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/**
 * The board projection writes the row the live board reads, copying what the law engine works out
 * from the recorded acts: the tables come from the Flyway migrations, on an in-memory H2.
 */
@DataJpaTest(showSql = false)
@Import({BoardProjection.class, LiveBoards.class})
class BoardProjectionTest {
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String AFTER = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1";

    @Autowired
    BoardProjection projection;
    @Autowired
    BoardRows rows;
    /** The games are opened here: the live boards read nothing from a store. */
    @MockitoBean
    GameHistory history;

    private void open(Instant at) {
        projection.on(new GameOpened("g", Map.of(), "chess-code-1897", "Steinitz", "Lasker", "Match", "3", START,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"), at);
    }

    @Test
    void aGameOpenedIsARowInPlayWithNoTimeUsed() {
        Instant at = Instant.parse("2026-11-25T10:00:00Z");
        open(at);

        BoardRow row = rows.findById("g").orElseThrow();
        assertThat(row.white).isEqualTo("Steinitz");
        assertThat(row.fen).isEqualTo(START);
        assertThat(row.sideToMove).isEqualTo("white");
        assertThat(row.status).isEqualTo("in-play");
        assertThat(row.whiteUsed).isNull();
        assertThat(row.openedAt).isEqualTo(at);
    }

    @Test
    void theRowKeepsWhetherTheHeaderMadeTheGamePublicForTheListsAccessCheck() {
        open(Instant.now());
        projection.on(new GameOpened("shown", Map.of("public", true), "chess-code-1897", "A", "B", "Open", "1", START,
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w"), Instant.now());

        assertThat(rows.findById("g").orElseThrow().publicGame).isFalse();
        assertThat(rows.findById("shown").orElseThrow().publicGame).isTrue();
        assertThat(rows.findById("shown").orElseThrow().event).isEqualTo("Open");
    }

    @Test
    void anActionRecordedCopiesTheStateTheEngineWorksOutIntoTheRow() {
        open(Instant.now());
        projection.on(new ActionRecorded("g", 1, org.arbiter.law.sequence.SequenceReader.written(Map.of("act", "move", "by", "white", "move", "Nf3", "at", 42), 1), null,
                null, null), Instant.now());

        BoardRow row = rows.findById("g").orElseThrow();
        assertThat(row.actions).isEqualTo(1);
        assertThat(row.fen).isEqualTo(AFTER);
        assertThat(row.sideToMove).isEqualTo("black");
        assertThat(row.lastMove).isEqualTo("Nf3");
        assertThat(row.whiteUsed).isEqualTo(42.0);
        assertThat(row.blackUsed).isEqualTo(0.0);
        assertThat(row.elapsed).isEqualTo(42.0);
    }

    @Test
    void aResultEndsThePlay() {
        open(Instant.now());
        projection.on(new ActionRecorded("g", 1, org.arbiter.law.sequence.SequenceReader.written(Map.of("act", "move", "by", "white", "move", "e4"), 1), null, null, null),
                Instant.now());
        projection.on(new ActionRecorded("g", 2, org.arbiter.law.sequence.SequenceReader.written(Map.of("act", "resign", "by", "black"), 1), null, Result.WHITE_WINS, "II.9"),
                Instant.now());

        BoardRow row = rows.findById("g").orElseThrow();
        assertThat(row.status).isEqualTo("finished");
        assertThat(row.result).isEqualTo("1-0");
        assertThat(row.termination).isEqualTo("II.9");
    }
}

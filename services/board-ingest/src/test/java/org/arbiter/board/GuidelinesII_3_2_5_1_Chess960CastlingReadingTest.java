package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/**
 * FIDE Guidelines II.3.2.5.1 (Chess960): castling by hand is best made by moving the King "outside
 * the playing surface next to his final square", then the Rook, then the King onto his square. A
 * castling Rook lifted while the King is still held is read so: the King's {@code release} with no
 * place (set beside the board), the Rook's lift, place and release, then the King's place and release,
 * and the turn passes then. Carlsen–Nakamura 2018, 4. O-O-O: King d1 to c1, Rook a1 to d1.
 */
class GuidelinesII_3_2_5_1_Chess960CastlingReadingTest {
    /** After 1. Nc3 g5 2. b3 Ng6 3. Bb2 Bg7, start rnbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBRN w KQkq. */
    private static final Position BEFORE_CASTLING = Position.fromFen(
            "rnbkq1r1/ppppppbp/6n1/6p1/8/1PN5/PBPPPPPP/R2KQBRN w KQkq - 4 4");
    private static final String CASTLED = "rnbkq1r1/ppppppbp/6n1/6p1/8/1PN5/PBPPPPPP/2KRQBRN";

    private static Track at(Position p) {
        return new Track(Men.of(p), Hand.empty(), Turn.at(p, null), ActLog.from(0), OpenMove.none());
    }

    private static List<String> lines(Track t) {
        return t.log().lines().stream().map(BoardAct::line).toList();
    }

    @Test
    void fide_GII_3_2_5_1_theRookLiftedWhileTheKingIsHeldSetsTheKingBesideTheBoard_rookDownFirst() {
        assertThat(BEFORE_CASTLING.isChess960()).isTrue();
        Track king = HandReading.change(at(BEFORE_CASTLING), 13000, Square.D1, null);
        Track rook = HandReading.change(king, 13600, Square.A1, null);
        Track rookDown = HandReading.change(rook, 15000, Square.D1, Piece.WHITE_ROOK);
        Track kingDown = HandReading.change(rookDown, 15600, Square.C1, Piece.WHITE_KING);
        Track done = HandReading.release(kingDown, 15900);

        assertThat(lines(done)).containsExactly(
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"d1\", \"at\": 13}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 13.6}",
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"a1\", \"at\": 13.6}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"d1\", \"at\": 15}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 15.6}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"c1\", \"at\": 15.6}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 15.9}");
        assertThat(kingDown.turn().side()).as("the King beside the board: no move yet").isEqualTo(Color.WHITE);
        assertThat(done.turn().side()).isEqualTo(Color.BLACK);
        assertThat(done.turn().start().placement()).isEqualTo(CASTLED);
        assertThat(done.hand().quiet()).isTrue();
    }

    @Test
    void fide_GII_3_2_5_1_theKingComingDownBeforeHisRookIsPlacedOnceTheRookIsLetGo() {
        Track king = HandReading.change(at(BEFORE_CASTLING), 13000, Square.D1, null);
        Track rook = HandReading.change(king, 13600, Square.A1, null);
        Track kingDown = HandReading.change(rook, 14000, Square.C1, Piece.WHITE_KING);
        Track rookDown = HandReading.change(kingDown, 15000, Square.D1, Piece.WHITE_ROOK);
        Track rookLetGo = HandReading.release(rookDown, 15300);
        Track done = HandReading.release(rookLetGo, 15900);

        assertThat(lines(done)).containsExactly(
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"d1\", \"at\": 13}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 13.6}",
                "{\"act\": \"lift\", \"by\": \"white\", \"square\": \"a1\", \"at\": 13.6}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"d1\", \"at\": 15}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 15.3}",
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"c1\", \"at\": 15.3}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 15.9}");
        assertThat(rookLetGo.turn().side()).isEqualTo(Color.WHITE);
        assertThat(done.turn().side()).isEqualTo(Color.BLACK);
        assertThat(done.turn().start().placement()).isEqualTo(CASTLED);
    }

    /**
     * The recording of Carlsen–Nakamura's first moves to 4. O-O-O 4... c5 (test resource
     * {@code recordings/chess960-castling-king-held.jsonl}, which arbiter-cli's BoardRecordingsTest
     * reads too), the castling made King
     * lifted, Rook lifted, Rook set on d1, King set on c1: read, then replayed under every code, it
     * gives no ruling, no act a code cannot hear, and the men where the moves put them.
     */
    @Test
    void fide_GII_3_2_5_1_theRecordingReadIsHeardAsTheCastlingUnderEveryCode() {
        String fields = HexCapture.resource("/recordings/chess960-castling-king-held.jsonl");
        Ingest.Result read = Ingest.run(fields.getBytes(StandardCharsets.UTF_8), Ingest.Format.FIELDS, null, Settings.defaults());
        assertThat(read.error()).isEmpty();
        for (String codes : List.of("fide-2023", "chess-code-1897", "encyclopaedia-1911", "household-chess",
                "household-chess+chess-code-1897", "encyclopaedia-1911+chess-code-1897")) {
            String[] c = codes.split("\\+");
            ReplayResult r = Replay.run(ContestedSequence.parse(read.text())
                    .ruledBy(c[0], Optional.ofNullable(c.length > 1 ? c[1] : null)));

            assertThat(r.rulings()).as(codes).isEmpty();
            assertThat(r.notices()).as(codes).noneMatch(n -> n.text().contains("cannot hear this act"));
            assertThat(r.position()).as(codes).isEqualTo("rnbkq1r1/pp1pppbp/6n1/2p3p1/8/1PN5/PBPPPPPP/2KRQBRN w");
        }
    }

    /** Outside Chess960 the Guidelines do not apply: the Rook waits while the King is held, as before. */
    @Test
    void standardChess_theRookLiftedWhileTheKingIsHeldStillWaits() {
        Track king = HandReading.change(at(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")), 1000, Square.E1, null);
        Track rook = HandReading.change(king, 1100, Square.A1, null);

        assertThat(lines(rook)).containsExactly("{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e1\", \"at\": 1}");
        assertThat(rook.hand().waiting()).extracting(Held::piece).containsExactly(Piece.WHITE_ROOK);
    }
}

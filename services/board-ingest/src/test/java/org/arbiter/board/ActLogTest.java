package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.arbiter.board.BoardAct.Act;
import org.arbiter.board.BoardAct.Kind;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** The acts written: stamped in order, each with its man, and a log kept aside unchanged by what is written after it. */
class ActLogTest {
    @Test
    void anActIsNeverStampedBeforeTheActWrittenBeforeIt() {
        ActLog log = ActLog.from(0)
                .emit(5000, Kind.LIFT, Color.WHITE, Square.E2, Piece.WHITE_PAWN)
                .emit(4000, Kind.PLACE, Color.WHITE, Square.E4, Piece.WHITE_PAWN);

        assertThat(log.lines()).extracting(BoardAct::at).containsExactly(5000L, 5000L);
        assertThat(log.lastAt()).isEqualTo(5000);
    }

    @Test
    void aReadingThatStartsLaterStampsNoActBeforeWhereItStarts() {
        ActLog log = ActLog.from(9000).emit(1000, Kind.LIFT, Color.BLACK, Square.E7, Piece.BLACK_PAWN);

        assertThat(log.lines()).extracting(BoardAct::at).containsExactly(9000L);
    }

    @Test
    void aNoteIsNoActAndMovesNoActsTime() {
        ActLog log = ActLog.from(0).emit(1000, Kind.LIFT, Color.WHITE, Square.G1, Piece.WHITE_KNIGHT)
                .note(7000, "a man appeared on h5");

        assertThat(log.size()).isEqualTo(2);
        assertThat(log.acts()).isEqualTo(1);
        assertThat(log.lastAt()).isEqualTo(1000);
        assertThat(log.lines().get(1).line()).isEqualTo("# a man appeared on h5");
        assertThat(log.men()).containsExactly(Piece.WHITE_KNIGHT, null);
    }

    @Test
    void theClocksActsConcernNoMan() {
        Act press = new Act(3000, Kind.PRESS, Color.WHITE, Optional.empty(), Optional.empty(), Optional.empty());
        ActLog log = ActLog.from(0).emit(1000, Kind.RELEASE, Color.WHITE, null, Piece.WHITE_PAWN).written(press, null);

        assertThat(log.men()).containsExactly(Piece.WHITE_PAWN, null);
        assertThat(log.lastAt()).isEqualTo(3000);
        assertThat(log.acts()).isEqualTo(2);
    }

    @Test
    void aPromotionNamesThePieceOnlyOnTheLastAct() {
        ActLog log = ActLog.from(0).emit(1000, Kind.PLACE, Color.WHITE, Square.E8, Piece.WHITE_PAWN)
                .emit(1000, Kind.PROMOTE, Color.WHITE, null, Piece.WHITE_QUEEN).promotedTo(PieceType.QUEEN);

        assertThat(log.lines()).extracting(BoardAct::line).containsExactly(
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"e8\", \"at\": 1}",
                "{\"act\": \"promote\", \"by\": \"white\", \"piece\": \"Q\", \"at\": 1}");
        assertThat(log.men()).containsExactly(Piece.WHITE_PAWN, Piece.WHITE_QUEEN);
    }

    @Test
    void aLogKeptAsideIsUnchangedByWhatIsWrittenAfterIt() {
        ActLog kept = ActLog.from(0).emit(1000, Kind.LIFT, Color.WHITE, Square.E2, Piece.WHITE_PAWN);
        ActLog later = kept.emit(2000, Kind.PLACE, Color.WHITE, Square.E4, Piece.WHITE_PAWN)
                .emit(2500, Kind.RELEASE, Color.WHITE, null, Piece.WHITE_PAWN);

        assertThat(kept.size()).isEqualTo(1);
        assertThat(kept.lastAt()).isEqualTo(1000);
        assertThat(later.size()).isEqualTo(3);
        assertThat(later.lastAt()).isEqualTo(2500);
    }

    @Test
    void cuttingTheLogDropsTheLinesAfterButKeepsTheActsTime() {
        ActLog log = ActLog.from(0).emit(1000, Kind.LIFT, Color.WHITE, Square.E1, Piece.WHITE_KING)
                .emit(2000, Kind.PLACE, Color.WHITE, Square.E4, Piece.WHITE_KING)
                .note(2000, "seen");

        ActLog cut = log.upTo(1);

        assertThat(cut.lines()).extracting(BoardAct::at).containsExactly(1000L);
        assertThat(cut.men()).containsExactly(Piece.WHITE_KING);
        assertThat(cut.lastAt()).isEqualTo(2000);
        assertThat(cut.emit(1500, Kind.LIFT, Color.WHITE, Square.E4, Piece.WHITE_KING).lines().get(1).at()).isEqualTo(2000);
    }
}

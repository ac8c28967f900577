package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Optional;
import org.arbiter.board.BoardAct.Act;
import org.arbiter.board.BoardAct.Kind;
import org.arbiter.board.BoardAct.Times;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** The end of a game as the board shows it: the Kings' result signal, and the board cleared after the flag. */
class GameEndTest {
    private static final Position END = Position.fromFen("4k3/8/8/3p4/8/8/8/4K3 w - - 0 40");

    @Test
    void bothKingsOnLightCentreSquaresAreWhitesWin_theirTransfersAndTheManMakingRoomCut() {
        ActLog played = ActLog.from(0).emit(1000, Kind.RELEASE, Color.BLACK, null, Piece.BLACK_PAWN);
        ActLog log = played
                .emit(5000, Kind.REMOVE, Color.WHITE, Square.D5, Piece.BLACK_PAWN)
                .emit(5200, Kind.LIFT, Color.WHITE, Square.E1, Piece.WHITE_KING)
                .emit(5400, Kind.PLACE, Color.WHITE, Square.E4, Piece.WHITE_KING)
                .emit(5600, Kind.LIFT, Color.WHITE, Square.E8, Piece.BLACK_KING)
                .emit(5800, Kind.PLACE, Color.WHITE, Square.D5, Piece.BLACK_KING);
        Men board = Men.of(END).with(Square.E1, null).with(Square.E4, Piece.WHITE_KING).with(Square.E8, null)
                .with(Square.D5, Piece.BLACK_KING);

        ActLog ended = GameEnd.resultSignal(board, log, played.size()).orElseThrow();

        assertThat(ended.lines().subList(0, 1)).isEqualTo(played.lines());
        assertThat(ended.lines()).hasSize(2);
        assertThat(ended.lines().get(1).line()).startsWith("# result signal: both Kings put on the centre squares (e4, d5): 1-0")
                .endsWith("the men taken off [d5] made room for it: no acts either");
        assertThat(ended.lastAt()).isEqualTo(5800);
    }

    @Test
    void noSignalWithAKingOffTheCentreOrNoKingMovedSinceTheLastMove() {
        ActLog log = ActLog.from(0).emit(1000, Kind.RELEASE, Color.BLACK, null, Piece.BLACK_PAWN);
        Men kingsApart = Men.of(END);
        Men kingsInCentreBefore = Men.of(END).with(Square.E1, null).with(Square.E4, Piece.WHITE_KING).with(Square.E8, null)
                .with(Square.E5, Piece.BLACK_KING);

        assertThat(GameEnd.resultSignal(kingsApart, log, 0)).isEmpty();
        assertThat(GameEnd.resultSignal(kingsInCentreBefore, log, log.size())).isEmpty();
    }

    @Test
    void menTakenOffAfterTheClockShowedZeroClearTheBoard_noActs() {
        Act zero = new Act(9000, Kind.CLOCK, null, Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.of(new Times(Duration.ZERO, Duration.ofSeconds(12))));
        ActLog flagged = ActLog.from(0).emit(1000, Kind.RELEASE, Color.BLACK, null, Piece.BLACK_PAWN).written(zero, null);
        ActLog cleared = flagged.emit(9500, Kind.LIFT, Color.WHITE, Square.A2, Piece.WHITE_PAWN)
                .emit(9700, Kind.REMOVE, Color.WHITE, Square.D5, Piece.BLACK_PAWN);

        ActLog read = GameEnd.cleared(cleared, 1).orElseThrow();

        assertThat(read.lines().subList(0, 2)).isEqualTo(flagged.lines());
        assertThat(read.lines().get(2).line())
                .isEqualTo("# the men taken off [a2, d5] after the clock showed 0:00 clear the board: no acts");
        assertThat(GameEnd.cleared(cleared, 2)).as("the flag before the last completed move").isEmpty();
        assertThat(GameEnd.cleared(flagged.emit(9500, Kind.PLACE, Color.WHITE, Square.A3, Piece.WHITE_PAWN), 1)).isEmpty();
    }
}

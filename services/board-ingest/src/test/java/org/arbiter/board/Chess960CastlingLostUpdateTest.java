package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtEncoder;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/**
 * A Chess960 castling made as FIDE's Guidelines II.3.2.5.1 recommend (the King set beside the board,
 * the Rook moved, the King put on his square), on a board that lost one report, as the honest-board
 * harness found it (issue 43: chess960-mainz-2009 games 6, 15 and 20, Carlsen–Nakamura 2018): read as
 * the Rook's move and the King's out of turn, or the King's move of his own and the Rook's after it, or
 * with the clock pressed before the King came down, FIDE ruled each an illegal move (7.5.1). The reader
 * writes the castling in the Guidelines' form, and every code hears it with no ruling.
 */
class Chess960CastlingLostUpdateTest {
    private static final String START = "1r1k2r1/pppppppp/8/8/8/8/PPPPPPPP/1R1K2R1 w GBgb - 0 1";
    private static final String HEADER = "{\"start\": \"" + START + "\"}";
    private static final List<String> CODES = List.of("fide-2023", "chess-code-1897", "encyclopaedia-1911", "household-chess",
            "household-chess+chess-code-1897", "encyclopaedia-1911+chess-code-1897");

    /** 1. O-O (King d1 to g1, Rook g1 to f1) 1... a6, the King's lift lost: he is seen coming down on g1 after the Rook's move. */
    @Test
    void fide_7_5_1_theKingsLiftLost_theRooksMoveIsTheCastlingsNotAMoveOfItsOwn() {
        String read = ingest("""
                {"at": 1000, "square": "g1", "piece": ""}
                {"at": 1500, "square": "f1", "piece": "R"}
                {"at": 2200, "square": "g1", "piece": "K"}
                {"at": 2400, "board": ".r.k..r.pppppppp................................PPPPPPPP.R...RK."}
                {"at": 4000, "square": "a7", "piece": ""}
                {"at": 4400, "square": "a6", "piece": "p"}
                """);

        assertThat(acts(read)).contains("""
                {"act": "lift", "by": "white", "square": "d1", "at": 1}
                {"act": "release", "by": "white", "at": 1}
                {"act": "lift", "by": "white", "square": "g1", "at": 1}
                {"act": "place", "by": "white", "square": "f1", "at": 1.5}
                {"act": "release", "by": "white", "at": 1.8}
                {"act": "place", "by": "white", "square": "g1", "at": 2.2}
                """);
        heardAsTheCastling(read, "1r1k2r1/1ppppppp/p7/8/8/8/PPPPPPPP/1R3RK1 w");
    }

    /** 1. O-O-O (King d1 to c1, Rook b1 to d1) 1... a6, the Rook's lift lost: he is seen on d1 before the King comes down on c1. */
    @Test
    void fide_7_5_1_theRooksLiftLost_theKingComingDownNextToHimIsNoKingMoveOfHisOwn() {
        String read = ingest("""
                {"at": 1000, "square": "d1", "piece": ""}
                {"at": 2000, "square": "d1", "piece": "R"}
                {"at": 2600, "square": "c1", "piece": "K"}
                {"at": 2800, "board": ".r.k..r.pppppppp................................PPPPPPPP..KR..R."}
                {"at": 4000, "square": "a7", "piece": ""}
                {"at": 4400, "square": "a6", "piece": "p"}
                """);

        assertThat(acts(read)).contains("""
                {"act": "lift", "by": "white", "square": "d1", "at": 1}
                {"act": "release", "by": "white", "at": 2}
                {"act": "lift", "by": "white", "square": "b1", "at": 2}
                {"act": "place", "by": "white", "square": "d1", "at": 2}
                {"act": "release", "by": "white", "at": 2.8}
                {"act": "place", "by": "white", "square": "c1", "at": 2.8}
                """);
        heardAsTheCastling(read, "1r1k2r1/1ppppppp/p7/8/8/8/PPPPPPPP/2KR2R1 w");
    }

    /**
     * 1. O-O, the King come down on g1 before the update of the Rook's arrival on f1, which a dump shows,
     * then the clock pressed: the press lets go of the Rook and then of the King, so it follows the castling.
     */
    @Test
    void fide_7_5_1_thePressAfterTheKingCameDownBesideHisRookFollowsTheCastling() {
        Position castled = Position.fromFen(START).play(Move.of(Square.D1, Square.G1));
        DgtCapture capture = new DgtCapture()
                .read(0, DgtEncoder.clock(Duration.ofMinutes(5), Duration.ofMinutes(5), true, true))
                .read(1000, DgtEncoder.fieldUpdate(Square.D1, Optional.empty()))
                .read(1300, DgtEncoder.fieldUpdate(Square.G1, Optional.empty()))
                .read(2500, DgtEncoder.fieldUpdate(Square.G1, Optional.of(Piece.WHITE_KING)))
                .read(2700, DgtEncoder.boardDump(castled.men()))
                .read(2900, DgtEncoder.clock(Duration.ofSeconds(297), Duration.ofMinutes(5), true, false))
                .read(4000, DgtEncoder.fieldUpdate(Square.A7, Optional.empty()))
                .read(4400, DgtEncoder.fieldUpdate(Square.A6, Optional.of(Piece.BLACK_PAWN)))
                .read(4600, DgtEncoder.clock(Duration.ofSeconds(297), Duration.ofSeconds(296), true, true));
        Ingest.Result result = Ingest.run(capture.bytes(), Ingest.Format.DGT, HEADER, Settings.defaults());
        assertThat(result.error()).isEmpty();

        assertThat(acts(result.text())).contains("""
                {"act": "release", "by": "white", "at": 2.9}
                {"act": "place", "by": "white", "square": "g1", "at": 2.9}
                {"act": "release", "by": "white", "at": 2.9}
                {"act": "press", "by": "white\"""");
        heardAsTheCastling(result.text(), "1r1k2r1/1ppppppp/p7/8/8/8/PPPPPPPP/1R3RK1 w");
    }

    private static String ingest(String fields) {
        Ingest.Result read = Ingest.run(fields.getBytes(StandardCharsets.UTF_8), Ingest.Format.FIELDS, HEADER, Settings.defaults());
        assertThat(read.error()).isEmpty();
        return read.text();
    }

    /** The lines but comments, which say what the board showed. */
    private static String acts(String read) {
        return read.lines().filter(l -> !l.startsWith("#")).map(l -> l + "\n").reduce("", String::concat);
    }

    private static void heardAsTheCastling(String read, String position) {
        for (String codes : CODES) {
            String[] c = codes.split("\\+");
            ReplayResult r = Replay.run(ContestedSequence.parse(read).ruledBy(c[0], Optional.ofNullable(c.length > 1 ? c[1] : null)));

            assertThat(r.rulings()).as(codes + "\n" + read).isEmpty();
            assertThat(r.position()).as(codes).isEqualTo(position);
        }
    }
}

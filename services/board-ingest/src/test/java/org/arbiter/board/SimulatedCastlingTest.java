package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/**
 * The simulator's castling is an honest hand's: FIDE 3.8.2 makes castling a move of the King and 4.4.2
 * forbids it once the Rook is touched first, so the King goes first at any noise rate; a Chess960 castling
 * is made as Guidelines II.3.2.5.1 recommend. Read back and replayed under FIDE, no ruling and the men
 * where the moves put them.
 */
class SimulatedCastlingTest {
    private static List<Move> line(Position start, String... uci) {
        List<Move> moves = new ArrayList<>();
        Position p = start;
        for (String u : uci) {
            Move m = p.legalMoves().stream().filter(x -> x.uci().equals(u)).findFirst().orElseThrow(() -> new AssertionError(u));
            moves.add(m);
            p = p.play(m);
        }
        return moves;
    }

    /**
     * The game simulated at rate 0.2 with the simulator's own noises, read back and replayed under FIDE; empty when an
     * update was lost (the next dump shows it, but a lost lift may hide which hand went first: the reader's matter).
     */
    private static Optional<ReplayResult> replayedUnderFide(Position start, List<Move> moves, long seed) {
        BoardSimulator.Recording r = new BoardSimulator(0.2, seed).record(start, moves, "*");
        assertThat(r.noises()).as("seed %d", seed).doesNotContainKey(BoardSimulator.Noise.CASTLING_ROOK_FIRST);
        if (r.noises().containsKey(BoardSimulator.Noise.MISSED_UPDATE)) {
            return Optional.empty();
        }
        String header = "{\"code\":\"fide-2023\",\"start\":\"" + start.shredderFen() + "\"}";
        Ingest.Result read = Ingest.run(r.capture(), Ingest.Format.DGT, header, Settings.defaults());
        assertThat(read.error()).as("seed %d", seed).isEmpty();
        return Optional.of(Replay.run(ContestedSequence.parse(read.text()).ruledBy("fide-2023", Optional.empty())));
    }

    @Test
    void fide_3_8_2_and_4_4_2_theSimulatedHandCastlesKingFirstAtEveryNoise() {
        Position start = Position.initial();
        List<Move> moves = line(start, "e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1", "f8c5", "d2d3", "e8g8");
        int heard = 0;
        for (long seed = 1; seed <= 60; seed++) {
            Optional<ReplayResult> replayed = replayedUnderFide(start, moves, seed);
            if (replayed.isEmpty()) {
                continue;
            }
            ReplayResult r = replayed.get();
            heard++;
            assertThat(r.rulings()).as("seed %d", seed).isEmpty();
            assertThat(r.position()).as("seed %d", seed).startsWith("r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1");
        }
        assertThat(heard).isGreaterThan(5);
    }

    @Test
    void fide_GII_3_2_5_1_theSimulatedChess960CastlingIsMadeAndHeard() {
        Position start = Position.fromFen("rnbkqbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBRN w GAga - 0 1");
        List<Move> moves = line(start, "b1c3", "g7g5", "b2b3", "h8g6", "c1b2", "f8g7", "d1a1", "c7c5");
        int heard = 0;
        for (long seed = 1; seed <= 60; seed++) {
            Optional<ReplayResult> replayed = replayedUnderFide(start, moves, seed);
            if (replayed.isEmpty()) {
                continue;
            }
            ReplayResult r = replayed.get();
            heard++;
            assertThat(r.rulings()).as("seed %d", seed).isEmpty();
            assertThat(r.position()).as("seed %d", seed).startsWith("rnbkq1r1/pp1pppbp/6n1/2p3p1/8/1PN5/PBPPPPPP/2KRQBRN");
        }
        assertThat(heard).isGreaterThan(5);
    }
}

package org.arbiter.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The fast legal generator and the bulk counter against the plain reference generator, on
 * every position of seeded random games from the perft positions: any wrong pin, check mask or
 * en-passant shortcut shows up as a different move set, even where perft counts could cancel out.
 */
class MoveGeneratorTest {
    private static final int GAMES_PER_START = 40;
    private static final int MAX_PLIES = 160;

    static Stream<String> starts() {
        return Stream.of(
                Fen.INITIAL,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                "8/8/8/KPp4r/8/8/8/6k1 w - c6 0 2",
                "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1");
    }

    @ParameterizedTest
    @MethodSource("starts")
    void generatorAndCounterAgreeWithTheReferenceAlongRandomGames(String fen) {
        Random random = new Random(fen.hashCode());
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int positions = 0;
        for (int game = 0; game < GAMES_PER_START; game++) {
            Board b = Fen.parse(fen);
            for (int ply = 0; ply < MAX_PLIES; ply++) {
                List<Integer> expected = ReferenceMoves.legal(b);
                int n = MoveGenerator.legal(b, buffer);
                assertThat(codes(buffer, n)).as(Fen.format(b)).containsExactlyInAnyOrderElementsOf(expected);
                assertThat(MoveCounter.count(b)).as(Fen.format(b)).isEqualTo(n);
                positions++;
                if (n == 0) {
                    break;
                }
                b.make(buffer[random.nextInt(n)]);
            }
        }
        assertThat(positions).isGreaterThan(GAMES_PER_START);
    }

    @Test
    void makeAndUnmakeRestoreTheBoardExactly() {
        Board b = Fen.parse("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
        String before = Fen.format(b);
        long[] pieces = b.pieces.clone();
        int[] buffer = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.legal(b, buffer);
        for (int i = 0; i < n; i++) {
            b.make(buffer[i]);
            b.unmake(buffer[i]);
            assertThat(Fen.format(b)).isEqualTo(before);
            assertThat(b.pieces).containsExactly(pieces);
            assertThat(b.occupied).isEqualTo(b.colors[0] | b.colors[1]);
        }
    }

    @Test
    void theKingIsNeverTakenEvenInASetUpPositionThatAllowsIt() {
        Position p = Position.setup(
                java.util.Map.of(Square.E1, Piece.WHITE_KING, Square.E2, Piece.WHITE_ROOK, Square.E8, Piece.BLACK_KING),
                Color.WHITE, java.util.Set.of(), java.util.Optional.empty());
        assertThat(p.legalMoves()).isNotEmpty().noneMatch(m -> m.to() == Square.E8);
        assertThat(MoveCounter.count(p.board())).isEqualTo(p.legalMoves().size());
    }

    @Test
    void aSideWithoutItsKingStillHasItsMovesCountedAlike() {
        Position p = Position.setup(
                java.util.Map.of(Square.A1, Piece.WHITE_ROOK, Square.B2, Piece.WHITE_PAWN, Square.E8, Piece.BLACK_KING),
                Color.WHITE, java.util.Set.of(), java.util.Optional.empty());
        assertThat(p.legalMoves()).hasSize(7 + 7 + 2);
        assertThat(MoveCounter.count(p.board())).isEqualTo(p.legalMoves().size());
        assertThat(Perft.count(p, 1)).isEqualTo(16);
    }

    private static List<Integer> codes(int[] buffer, int n) {
        List<Integer> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(buffer[i]);
        }
        return list;
    }
}

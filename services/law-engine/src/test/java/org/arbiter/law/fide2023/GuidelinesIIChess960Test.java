package org.arbiter.law.fide2023;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnMove;
import org.arbiter.chess.pgn.PgnReader;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.Test;

/**
 * FIDE Laws of Chess, Guidelines II (Chess960), under {@code fide-2023}: a published Chess960 game
 * (Carlsen–Nakamura, 2018, both sides castling from the d-file; chess-rules' test resources name
 * the source) replayed act by act from its start position reaches the position its moves reach,
 * with no ruling, and the King and Rook stand where Guidelines II.3 puts them after each castling.
 */
class GuidelinesIIChess960Test {
    private static final Path GAME = Path.of("../chess-rules/src/test/resources/pgn/chess960-carlsen-nakamura-2018.pgn");

    @Test
    void fide_GuidelinesII_aChess960GameIsReplayedToThePositionItsMovesReach() throws IOException {
        PgnGame game;
        try (InputStream in = Files.newInputStream(GAME)) {
            game = new PgnReader(new StringReader(new String(in.readAllBytes(), StandardCharsets.UTF_8))).next().game();
        }
        StringBuilder acts = new StringBuilder("{\"header\": {\"code\": \"fide-2023\", \"white\": \"Carlsen\", \"black\": \"Nakamura\","
                + " \"start\": \"" + game.tags().get("FEN") + "\"}}\n");
        Position p = game.startPosition();
        for (PgnMove m : game.mainLine().moves()) {
            acts.append("{\"act\": \"move\", \"by\": \"").append(p.sideToMove().name().toLowerCase()).append("\", \"move\": \"")
                    .append(Notation.san(p, m.move())).append("\"}\n");
            p = p.play(m.move());
        }
        ReplayResult result = Replay.run(ContestedSequence.parse(acts.toString()));

        assertThat(result.rulings()).isEmpty();
        assertThat(p.fen()).startsWith(result.position());
    }
}

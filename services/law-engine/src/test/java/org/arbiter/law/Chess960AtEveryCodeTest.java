package org.arbiter.law;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnMove;
import org.arbiter.chess.pgn.PgnReader;
import org.arbiter.law.sequence.ContestedSequence;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A Chess960 game played honestly is heard under every code as it was played: Carlsen–Nakamura 2018
 * (both sides castle; Black's King ends on his Rook's square), written as whole moves and by the hand,
 * each castling made as FIDE's Guidelines II.3.2.5.1 recommend (the King set beside the board, the
 * Rook moved, then the King put on his square), as the board reader writes a castling Rook lifted
 * while the King is held. No ruling but the game's own end (White resigns), no act the code cannot
 * hear, and the men at the end where the game's moves put them.
 */
class Chess960AtEveryCodeTest {
    private static final Path GAME = Path.of("../chess-rules/src/test/resources/pgn/chess960-carlsen-nakamura-2018.pgn");
    private static final List<String> CODES = List.of("fide-2023", "chess-code-1897", "encyclopaedia-1911", "household-chess",
            "household-chess+chess-code-1897", "encyclopaedia-1911+chess-code-1897");

    @TestFactory
    Stream<DynamicTest> fide_GII_3_2_5_1_carlsenNakamuraAtEveryCodeEndsOnlyAsTheGameDid() throws IOException {
        PgnGame game = new PgnReader(new StringReader(Files.readString(GAME, StandardCharsets.UTF_8))).next().game();
        assertThat(game.startPosition().isChess960()).isTrue();
        return CODES.stream().flatMap(code -> Stream.of(true, false).map(hand -> DynamicTest.dynamicTest(
                code + (hand ? " by hand" : " whole moves"), () -> check(game, code, hand))));
    }

    private static void check(PgnGame game, String codes, boolean hand) {
        StringBuilder out = new StringBuilder();
        String code = codes.split("\\+")[0];
        String supplement = codes.contains("+") ? ",\"supplement\":\"" + codes.split("\\+")[1] + "\"" : "";
        out.append("{\"header\":{\"code\":\"").append(code).append('"').append(supplement).append(",\"start\":\"")
                .append(game.startPosition().shredderFen()).append("\"}}\n");
        Position p = game.startPosition();
        int castlings = 0;
        for (PgnMove pm : game.mainLine().moves()) {
            Move m = pm.move();
            Position after = p.play(m);
            Color by = p.sideToMove();
            castlings += p.isCastling(m) ? 1 : 0;
            if (hand) {
                byHand(out, p, m, after, by);
            } else {
                act(out, "move", by, "\"move\":\"" + Notation.san(p, m) + "\"");
            }
            if (code.equals("household-chess") && after.isCheck()) {
                act(out, "announce", by, "\"words\":\"check\""); // household ix: check must be cried
            }
            p = after;
        }
        assertThat(castlings).as("both sides castle").isEqualTo(2);
        act(out, "resign", Color.WHITE, "");

        ReplayResult r = Replay.run(ContestedSequence.parse(out.toString()));

        int resignation = (int) out.chars().filter(c -> c == '\n').count() - 1;
        assertThat(r.rulings()).as(codes + ": rulings before the game's own end").allMatch(x -> x.seq() == resignation)
                .hasSize(1);
        assertThat(r.notices()).as(codes + ": acts the code cannot hear")
                .noneMatch(n -> n.text().contains("cannot hear this act"));
        assertThat(r.result().text()).isEqualTo("0-1");
        assertThat(r.position().split(" ")[0]).as(codes).isEqualTo(p.placement());
    }

    private static void byHand(StringBuilder out, Position p, Move m, Position after, Color by) {
        if (p.isCastling(m)) {
            act(out, "lift", by, square(only(p, by, PieceType.KING)));
            act(out, "release", by, "");
            hand(out, by, moved(p, after, by), moved(after, p, by));
            act(out, "place", by, square(only(after, by, PieceType.KING)));
            act(out, "release", by, "");
            return;
        }
        Square captured = p.isEnPassant(m) ? Square.at(m.to().file(), m.from().rank())
                : p.pieceAt(m.to()).isPresent() ? m.to() : null;
        act(out, "lift", by, square(m.from()));
        if (captured != null) {
            act(out, "remove", by, square(captured));
        }
        act(out, "place", by, square(m.to()));
        act(out, "release", by, "");
    }

    private static void hand(StringBuilder out, Color by, Square from, Square to) {
        act(out, "lift", by, square(from));
        act(out, "place", by, square(to));
        act(out, "release", by, "");
    }

    private static Square only(Position p, Color side, PieceType type) {
        return p.men().entrySet().stream().filter(e -> e.getValue() == Piece.of(side, type)).findFirst().orElseThrow().getKey();
    }

    /** The square {@code side}'s Rook stands on in {@code a} and not in {@code b}. */
    private static Square moved(Position a, Position b, Color side) {
        Piece rook = Piece.of(side, PieceType.ROOK);
        return a.men().entrySet().stream().filter(e -> e.getValue() == rook && b.pieceAt(e.getKey()).orElse(null) != rook)
                .findFirst().orElseThrow().getKey();
    }

    private static String square(Square s) {
        return "\"square\":\"" + s.algebraic() + "\"";
    }

    private static void act(StringBuilder out, String act, Color by, String fields) {
        out.append("{\"act\":\"").append(act).append("\",\"by\":\"").append(by.name().toLowerCase(Locale.ROOT)).append('"')
                .append(fields.isEmpty() ? "" : "," + fields).append("}\n");
    }
}

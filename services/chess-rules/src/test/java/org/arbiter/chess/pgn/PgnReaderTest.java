package org.arbiter.chess.pgn;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

class PgnReaderTest {
    /** The Immortal Game after 23.Be7#, as published. */
    private static final String IMMORTAL_FINAL = "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23";

    static String resource(String name) {
        try (InputStream in = PgnReaderTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<PgnEntry> read(String text) {
        List<PgnEntry> entries = new ArrayList<>();
        new PgnReader(new StringReader(text)).forEachRemaining(entries::add);
        return entries;
    }

    @Test
    void readsTagsMovesCommentsNagsAndNestedVariations() {
        PgnEntry immortal = read(resource("/pgn/three-games.pgn")).get(0);
        assertThat(immortal.ok()).as(immortal.error().toString()).isTrue();
        PgnGame game = immortal.game();
        assertThat(game.tags()).containsEntry("White", "Adolf Anderssen")
                .containsEntry("Annotator", "Test \"quoted\" \\ name");
        assertThat(game.tags().keySet()).startsWith("Event", "Site", "Date", "Round", "White", "Black", "Result");
        assertThat(game.result()).isEqualTo("1-0");
        assertThat(game.plies()).isEqualTo(45);
        assertThat(game.finalPosition().fen()).isEqualTo(IMMORTAL_FINAL);
        assertThat(game.mainLine().comments()).containsExactly("The Immortal Game.");

        List<PgnMove> moves = game.mainLine().moves();
        assertThat(moves.get(7).nags()).as("4...b5!?").containsExactly(5);
        assertThat(moves.get(20).nags()).as("11.Rg1!").containsExactly(1);
        assertThat(moves.get(34).nags()).as("18.Bd6 $1").containsExactly(1);
        assertThat(moves.get(34).comments()).containsExactly("A famous sacrifice.");

        PgnMove cxb5 = moves.get(21);
        assertThat(cxb5.move()).isEqualTo(Move.of(Square.C6, Square.B5));
        assertThat(cxb5.variations()).hasSize(1);
        PgnLine alternative = cxb5.variations().get(0);
        assertThat(alternative.moves()).extracting(PgnMove::move)
                .containsExactly(Move.of(Square.G5, Square.G6), Move.of(Square.H2, Square.H4), Move.of(Square.H7, Square.H5));
        assertThat(alternative.moves().get(2).nags()).containsExactly(6);
        PgnLine nested = alternative.moves().get(1).variations().get(0);
        assertThat(nested.moves()).extracting(PgnMove::move)
                .containsExactly(Move.of(Square.B1, Square.C3), Move.of(Square.D7, Square.D5));
        assertThat(nested.moves().get(0).comments()).containsExactly("a line comment {with a brace}");
    }

    @Test
    void aBrokenGameInTheMiddleIsReportedAndTheNextGameIsStillRead() {
        List<PgnEntry> entries = read(resource("/pgn/three-games.pgn"));
        assertThat(entries).extracting(PgnEntry::number).containsExactly(1, 2, 3);
        assertThat(entries).extracting(PgnEntry::ok).containsExactly(true, false, true);

        PgnError error = entries.get(1).error().orElseThrow();
        assertThat(error.game()).isEqualTo(2);
        assertThat(error.move()).isEqualTo(5);
        assertThat(error.reason()).contains("5. Ke3");
        assertThat(error.line()).isEqualTo(23);
        assertThat(error.toString()).startsWith("game 2, move 5: 5. Ke3");
        assertThat(entries.get(1).game().plies()).as("moves read before the error").isEqualTo(8);

        PgnGame opera = entries.get(2).game();
        assertThat(opera.tags()).containsEntry("White", "Paul Morphy");
        assertThat(opera.plies()).isEqualTo(33);
        assertThat(opera.finalPosition().isCheckmate()).isTrue();
    }

    @Test
    void eachKindOfDamageIsNamedAndConfinedToItsGame() {
        String text = String.join("\n",
                "[Event \"ambiguous\"]", "", "1. Nf3 Nf6 2. d3 d6 3. Nd2 *", "",
                "[Event \"unreadable\"]", "", "1. e4 Zz9 2. d4 *", "",
                "[Event \"open variation\"]", "", "1. e4 (1. d4 d5 *", "",
                "[Event \"no result\"]", "", "1. e4 e5", "",
                "[Event \"bad fen\"]", "[FEN \"8/8/8 w - - 0 1\"]", "", "1. e4 *", "",
                "[Event \"unclosed tag", "1. e4 *", "",
                "[Event \"good\"]", "[FEN \"4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 30\"]", "",
                "30. d4 exd3 31. Kd2 { taken in passing } *", "");
        List<PgnEntry> entries = read(text);
        assertThat(entries).hasSize(7);
        assertThat(reason(entries.get(0))).contains("3. Nd2 is ambiguous").contains("Nbd2").contains("Nfd2");
        assertThat(entries.get(0).error().orElseThrow().move()).isEqualTo(3);
        assertThat(reason(entries.get(1))).contains("1... Zz9");
        assertThat(reason(entries.get(2))).contains("variation");
        assertThat(reason(entries.get(3))).contains("without a result");
        assertThat(reason(entries.get(4))).contains("8/8/8 w - - 0 1");
        assertThat(entries.get(4).error().orElseThrow().move()).isZero();
        assertThat(reason(entries.get(5))).contains("closing quote");
        assertThat(entries.get(6).ok()).isTrue();
        PgnGame good = entries.get(6).game();
        assertThat(good.finalPosition().pieceAt(Square.D2)).isPresent();
        assertThat(good.finalPosition().men()).hasSize(3);
        assertThat(good.mainLine().moves().get(2).comments()).containsExactly("taken in passing");
    }

    @Test
    void readsAFileLargerThanItsBufferGameByGame() {
        String three = resource("/pgn/three-games.pgn");
        StringBuilder big = new StringBuilder();
        int copies = 150;
        for (int i = 0; i < copies; i++) {
            big.append(three).append('\n');
        }
        assertThat(big.length()).isGreaterThan(2 * (1 << 16));
        List<PgnEntry> entries = read(big.toString());
        assertThat(entries).hasSize(3 * copies);
        for (PgnEntry e : entries) {
            assertThat(e.ok()).as("game %d", e.number()).isEqualTo(e.number() % 3 != 2);
        }
        assertThat(entries.get(3 * copies - 1).game().finalPosition().isCheckmate()).isTrue();
    }

    /**
     * A broadcast's export of results (the Women's World Rapid 2024 on lichess, 605 games) writes games
     * as tags, a blank line, and no movetext: each tag section is a game, its result the Result tag's.
     */
    @Test
    void aTagSectionAfterABlankLineBeginsAGameAndTagsAloneAreAResult() {
        String text = String.join("\r\n",
                "[Event \"Rapid\"]", "[Round \"1.1\"]", "[White \"A\"]", "[Black \"B\"]", "[Result \"1-0\"]", "",
                "[Event \"Rapid\"]", "[Round \"1.2\"]", "[White \"C\"]", "[Black \"D\"]", "[Result \"1/2-1/2\"]", "",
                "", "[Event \"Rapid\"]", "[Round \"1.3\"]", "[White \"E\"]", "[Black \"F\"]", "[Result \"*\"]", "",
                "[Event \"Rapid\"]", "[Round \"2.1\"]", "[White \"B\"]", "[Black \"A\"]", "[Result \"0-1\"]", "",
                "1. e4 e5 0-1", "");
        List<PgnEntry> entries = read(text);
        assertThat(entries).extracting(e -> e.game().tags().get("Round")).containsExactly("1.1", "1.2", "1.3", "2.1");
        assertThat(entries).allMatch(PgnEntry::ok);
        assertThat(entries).extracting(e -> e.game().result()).containsExactly("1-0", "1/2-1/2", "*", "0-1");
        assertThat(entries.get(0).notes()).singleElement().hasToString(
                "game 1, move 0: no moves: read as a result only, the Result tag's 1-0 (line 1)");
        assertThat(entries.get(1).notes().get(0).line()).isEqualTo(7);
        assertThat(entries.get(3).notes()).as("a game with moves is no result only").isEmpty();
        assertThat(entries.get(3).game().plies()).isEqualTo(2);
    }

    @Test
    void aTagTheSectionAlreadyHasBeginsTheNextGameEvenWithoutABlankLine() {
        List<PgnEntry> entries = read(String.join("\n", "[White \"A\"]", "[Black \"B\"]", "[Result \"1-0\"]",
                "[White \"C\"]", "[Black \"D\"]", "[Result \"0-1\"]"));
        assertThat(entries).extracting(e -> e.game().tags().get("White")).containsExactly("A", "C");
        assertThat(entries).extracting(e -> e.game().result()).containsExactly("1-0", "0-1");
    }

    @Test
    void tagsAloneWithoutAResultTagAreStillAGameWithoutAResult() {
        List<PgnEntry> entries = read("[White \"A\"]\n[Black \"B\"]\n\n[White \"C\"]\n[Result \"1-0\"]\n");
        assertThat(entries).hasSize(2);
        assertThat(reason(entries.get(0))).contains("without a result");
        assertThat(entries.get(1).ok()).isTrue();
    }

    @Test
    void anEmptyTextHasNoGames() {
        assertThat(read("")).isEmpty();
        assertThat(read("\n  \n")).isEmpty();
        assertThat(Position.initial().legalMoves()).hasSize(20);
    }

    private static String reason(PgnEntry entry) {
        return entry.error().map(PgnError::reason).orElse("(no error)");
    }
}

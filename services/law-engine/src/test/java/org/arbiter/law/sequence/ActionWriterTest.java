package org.arbiter.law.sequence;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.arbiter.chess.Color;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;
import org.arbiter.law.Result;
import org.arbiter.law.json.Json;
import org.junit.jupiter.api.Test;

/** The writer is the reader's inverse: every act written and read again is the act. */
class ActionWriterTest {
    private static final Stamp W = new Stamp(Actor.WHITE, Optional.of(Duration.ofMillis(20_500)), Optional.of("w-7"));
    private static final Stamp B = new Stamp(Actor.BLACK, Optional.of(Duration.ofSeconds(31)), Optional.empty());
    private static final Stamp A = new Stamp(Actor.ARBITER, Optional.of(Duration.ofNanos(1_000_500_000)), Optional.empty());
    private static final Action.ClockFace FACE = new Action.ClockFace(Duration.ofSeconds(298), Duration.ofMillis(299_250));

    /** One act of each kind, with its optional fields given. */
    static List<Action> everyKind() {
        Square e4 = Square.parse("e4");
        Square b6 = Square.parse("b6");
        return List.of(
                new Action.MoveMade(W, Optional.of("e4"), Optional.empty(), Optional.empty(), Optional.empty()),
                new Action.MoveMade(B, Optional.empty(), Optional.of(Square.parse("e7")), Optional.of(e4),
                        Optional.of(PieceType.KNIGHT)),
                new Action.Touch(W, e4, true), new Action.Adjust(B, e4), new Action.Lift(W, e4),
                new Action.Place(W, e4), new Action.Release(W), new Action.Remove(W, e4),
                new Action.Promote(W, PieceType.QUEEN, true), new Action.Displace(B, e4, Optional.of(b6)),
                new Action.Claim(W, Action.ClaimKind.DRAW_REPETITION, Optional.empty(), Optional.empty(), Optional.of("Nf3")),
                new Action.Claim(B, Action.ClaimKind.ANNULMENT, Optional.of(Action.OffenceKind.UPSET_MEN),
                        Optional.of(Action.AnnulmentGround.SETUP_ERROR)),
                new Action.Exact(W, Action.Penalty.B, List.of(e4, b6), Optional.of(b6)), new Action.Waive(B),
                new Action.Require(W, Action.Requirement.REPLACE_NAMED_PIECE), new Action.Refuse(B),
                new Action.Offence(A, Action.OffenceKind.PRINTED_MATTER, Optional.of(Color.BLACK)),
                new Action.OfferDraw(W), new Action.AcceptDraw(B), new Action.Resign(B), new Action.Seal(W, "Nf3"),
                new Action.Adjourn(A), new Action.Resume(A, Optional.of("8/8/8/8/8/8/8/K6k w")),
                new Action.Communicate(W, List.of("e4", "e5"), List.of()), new Action.Adopt(B, "Nc6"),
                new Action.CloseOfPlay(A), new Action.CorrectTime(A, Color.WHITE, Duration.ofMinutes(61), true),
                new Action.Press(W, Optional.of(FACE)), new Action.Press(B), new Action.ClockShows(A, FACE),
                new Action.Flag(A, Color.BLACK), new Action.Announce(W, "j'adoube"),
                new Action.Call(B, Action.CallKind.FIFTY_MOVES), new Action.Refer(W, "is it mate?"),
                new Action.Decide(A, "it is mate", Optional.of(Result.WHITE_WINS)), new Action.Huff(B, b6),
                new Action.Compel(W), new Action.DraughtsOffence(A, Action.DraughtsOffenceKind.LEAVE_ROOM),
                new Action.Appeal(W, 12, "the claim was right"),
                new Action.DecideAppeal(A, 40, Action.AppealDecision.OVERTURNED, "the move was legal",
                        List.of("the chief arbiter", "a committee"), Optional.of("the game goes on"),
                        Optional.of(Result.DRAWN)));
    }

    @Test
    void everyKindOfActIsWrittenAndReadAgainAsItWas() {
        List<Action> acts = everyKind();
        Set<Class<?>> kinds = acts.stream().map(Object::getClass).collect(Collectors.toSet());
        assertThat(kinds).containsExactlyInAnyOrder(Action.class.getPermittedSubclasses());
        for (Action act : acts) {
            GameKind game = draughtsOnly(act) ? GameKind.DRAUGHTS : GameKind.CHESS;
            assertThat(SequenceReader.action(asJson(ActionWriter.fields(act, game)), 1, game)).isEqualTo(act);
            assertThat(SequenceReader.written(ActionWriter.fields(act), 1)).isEqualTo(act);
        }
    }

    @Test
    void aDraughtsGameWritesItsSquaresByNumberAndTheOneShapeByBoardName() {
        Action huff = new Action.Huff(Stamp.of(Actor.BLACK), DraughtsSquares.square(15));

        assertThat(ActionWriter.fields(huff, GameKind.DRAUGHTS)).containsEntry("square", "15");
        assertThat(ActionWriter.fields(huff)).containsEntry("square", DraughtsSquares.square(15).algebraic());
        assertThat(SequenceReader.written(Map.of("act", "huff", "by", "black", "square", "15"), 1)).isEqualTo(huff);
    }

    @Test
    void theFieldsComeInOneOrderWithTimesInSeconds() {
        Action move = new Action.MoveMade(W, Optional.of("e4"), Optional.empty(), Optional.empty(), Optional.empty());

        assertThat(Json.write(ActionWriter.fields(move)))
                .isEqualTo("{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\",\"at\":20.5,\"id\":\"w-7\"}");
        assertThat(ActionWriter.fields(new Action.Resign(B))).containsEntry("at", 31L);
        assertThat(ActionWriter.fields(new Action.Adjourn(A))).containsEntry("at", "PT1.0005S");
    }

    /** Every act of the repository's sequences, read as sent, written, and read again. */
    @Test
    void everyActOfTheRepositorysSequencesIsWrittenAndReadAgainAsItWas() throws IOException {
        Path root = Path.of("../..").toAbsolutePath().normalize();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".jsonl") && !p.toString().contains("/target/")
                    && !p.toString().contains("/.git/")).sorted().toList();
        }
        int acts = 0;
        Set<String> kinds = new java.util.TreeSet<>();
        for (Path file : files) {
            GameKind game = GameKind.CHESS;
            for (JsonLines.Line line : JsonLines.split(read(file))) {
                Map<String, Object> sent;
                Action act;
                try {
                    sent = SequenceReader.object(line.text(), line.number());
                    if (sent.containsKey("header")) {
                        game = SequenceReader.header(sent, line.number()).game();
                        continue;
                    }
                    act = SequenceReader.action(sent, line.number(), game, Reading.SENT);
                } catch (SequenceError malformed) {
                    continue; // a file of malformed lines, which no act comes of
                }
                String where = file + ":" + line.number();
                Map<String, Object> written = ActionWriter.fields(act, game);
                assertThat(SequenceReader.action(asJson(written), line.number(), game)).as(where).isEqualTo(act);
                assertThat(SequenceReader.written(sent, line.number())).as(where).isEqualTo(act);
                assertThat(SequenceReader.written(asJson(ActionWriter.fields(act)), line.number())).as(where)
                        .isEqualTo(act);
                assertThat(written.keySet()).as(where).isSubsetOf(sent.keySet());
                acts++;
                kinds.add(act.act());
            }
        }
        assertThat(acts).isGreaterThan(500);
        assertThat(kinds).contains("move", "claim", "press", "touch", "huff", "exact", "seal");
    }

    private static boolean draughtsOnly(Action act) {
        return switch (act.act()) {
            case "huff", "compel" -> true;
            default -> act.getClass() == Action.DraughtsOffence.class;
        };
    }

    /** The fields as they come back from JSON text, numbers as the reader parses them. */
    private static Map<String, Object> asJson(Map<String, Object> fields) {
        @SuppressWarnings("unchecked")
        Map<String, Object> read = (Map<String, Object>) Json.parse(Json.write(new LinkedHashMap<>(fields)));
        return read;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

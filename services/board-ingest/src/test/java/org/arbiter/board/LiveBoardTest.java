package org.arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.arbiter.board.dgt.DgtCapture;
import org.arbiter.board.dgt.DgtEncoder;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.junit.jupiter.api.Test;

/** A board read as its reports arrive gives the acts ingest reads off its whole recording, each once it is final. */
class LiveBoardTest {
    private static final List<String> GAME = List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1", "f6e4",
            "d2d4", "e5d4", "f1e1", "d7d5", "c4d5", "d8d5", "b1c3");

    /**
     * Every noise but a lost update, whose board dump may come seconds later and re-read a change
     * already handed out: that is counted as a revision (below), not waited for.
     */
    @Test
    void aNoisyGameReportedInPiecesGivesTheActsOfItsWholeRecording() {
        Set<BoardSimulator.Noise> noises = EnumSet.complementOf(EnumSet.of(BoardSimulator.Noise.MISSED_UPDATE, BoardSimulator.Noise.TURNED));
        for (long seed = 1; seed <= 20; seed++) {
            byte[] capture = new BoardSimulator(0.3, seed, noises).record(Position.initial(), moves(), "*").capture();
            List<BoardAct.Act> whole = acts(Ingest.run(capture, Ingest.Format.DGT, null, Settings.defaults()).acts());
            LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());
            List<BoardAct.Act> handedOut = reportInPieces(capture, live, seed);

            assertThat(handedOut).as("seed %d", seed).isEqualTo(whole);
            assertThat(live.revisions()).isZero();
        }
    }

    /** With no clock, the reply at once (a capture begun within the debounce time, the man taken set down elsewhere) included. */
    @Test
    void aNoisyGameOnABoardWithNoClockReportedInPiecesGivesTheActsOfItsWholeRecording() {
        Set<BoardSimulator.Noise> noises = EnumSet.complementOf(EnumSet.of(BoardSimulator.Noise.MISSED_UPDATE, BoardSimulator.Noise.TURNED));
        for (long seed = 1; seed <= 40; seed++) {
            byte[] capture = new BoardSimulator(0.3, seed, noises, false).record(Position.initial(), moves(), "*").capture();
            List<BoardAct.Act> whole = acts(Ingest.run(capture, Ingest.Format.DGT, null, Settings.defaults()).acts());
            LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());
            List<BoardAct.Act> handedOut = reportInPieces(capture, live, seed);

            assertThat(handedOut).as("seed %d", seed).isEqualTo(whole);
            assertThat(live.revisions()).as("seed %d", seed).isZero();
        }
    }

    @Test
    void aManTakenAtOnceAndSetDownElsewhereIsHandedOutAsTakenOnlyOnceTheCaptureShows() {
        // 1...d5 taken 150 ms after the Pawn lands and set down on d6 for 0.6 s: read line by line, the
        // Pawn on d6 must not be handed out as Black's move d7-d6 before White's Pawn lands on d5.
        List<String> lines = List.of("{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}",
                "{\"at\": 1500, \"square\": \"e4\", \"piece\": \"P\"}", "{\"at\": 3000, \"square\": \"d7\", \"piece\": \"\"}",
                "{\"at\": 3500, \"square\": \"d5\", \"piece\": \"p\"}", "{\"at\": 3650, \"square\": \"d5\", \"piece\": \"\"}",
                "{\"at\": 3770, \"square\": \"d6\", \"piece\": \"p\"}", "{\"at\": 4370, \"square\": \"d6\", \"piece\": \"\"}",
                "{\"at\": 4700, \"square\": \"e4\", \"piece\": \"\"}", "{\"at\": 5200, \"square\": \"d5\", \"piece\": \"P\"}");
        LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());
        List<BoardAct.Act> handedOut = new ArrayList<>();
        for (String line : lines) {
            handedOut.addAll(live.fields(List.of(line)).acts());
        }
        handedOut.addAll(live.fields(List.of("{\"at\": 9000}")).acts());

        assertThat(live.revisions()).isZero();
        assertThat(handedOut).extracting(a -> a.kind().name() + " " + a.square().map(Square::toString).orElse(""))
                .containsExactly("LIFT e2", "PLACE e4", "RELEASE ", "LIFT d7", "PLACE d5", "RELEASE ", "REMOVE d5", "LIFT e4",
                        "PLACE d5", "RELEASE ");
    }

    @Test
    void aBoardDumpThatReReadsAChangeAlreadyHandedOutCountsARevision() {
        // Black's Knight flickers on b8 and the update of its refill is lost: read live, it is lifted;
        // the board dump after Black's move shows it never left.
        LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());
        live.dgt(new DgtCapture().read(1000, DgtEncoder.fieldUpdate(Square.E2, Optional.empty()))
                .read(1500, DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN)))
                .read(3000, DgtEncoder.fieldUpdate(Square.B8, Optional.empty())).read(3600, new byte[0]).bytes(), 0);
        live.dgt(new DgtCapture().read(4000, DgtEncoder.fieldUpdate(Square.E7, Optional.empty()))
                .read(4500, DgtEncoder.fieldUpdate(Square.E5, Optional.of(Piece.BLACK_PAWN)))
                .read(4700, DgtEncoder.boardDump(Position.initial().play(Move.fromUci("e2e4")).play(Move.fromUci("e7e5")).men()))
                .read(7000, new byte[0]).bytes(), 0);

        assertThat(live.revisions()).isPositive();
    }

    @Test
    void rawBytesAreStampedOnArrivalAndAMessageMaySpanTwoReports() {
        LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());
        byte[] lift = DgtEncoder.fieldUpdate(Square.E2, Optional.empty());
        byte[] place = DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN));

        assertThat(live.dgt(java.util.Arrays.copyOf(lift, 2), 1000).acts()).isEmpty();
        assertThat(live.dgt(java.util.Arrays.copyOfRange(lift, 2, lift.length), 1100).acts()).isEmpty();
        assertThat(live.dgt(place, 1600).acts()).extracting(BoardAct::line)
                .containsExactly("{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1.1}");
        assertThat(live.tick(2200).acts()).as("the Pawn may still move on: the move is open for the hold time")
                .isEmpty();
        assertThat(live.tick(Settings.DEFAULT_HOLD + 1901).acts()).extracting(BoardAct::line).containsExactly(
                "{\"act\": \"place\", \"by\": \"white\", \"square\": \"e4\", \"at\": 1.6}",
                "{\"act\": \"release\", \"by\": \"white\", \"at\": 1.9}");
        assertThat(live.actsHandedOut()).isEqualTo(3);
    }

    @Test
    void badBytesStopTheReportAtTheirOffsetAndWhatCameBeforeIsKept() {
        LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());
        byte[] lift = DgtEncoder.fieldUpdate(Square.E2, Optional.empty());
        byte[] body = new byte[lift.length + 3];
        System.arraycopy(lift, 0, body, 0, lift.length);
        body[lift.length] = (byte) 0x8E;
        body[lift.length + 1] = 0;
        body[lift.length + 2] = 9;

        LiveBoard.Update bad = live.dgt(body, 1000);

        assertThat(bad.error()).hasValueSatisfying(e -> {
            assertThat(e.where()).isEqualTo("byte 5");
            assertThat(e.reason()).contains("declares 9 bytes; the protocol fixes it at 5");
        });
        LiveBoard.Update next = live.dgt(DgtEncoder.fieldUpdate(Square.E4, Optional.of(Piece.WHITE_PAWN)), 1800);
        assertThat(next.error()).isEmpty();
        assertThat(next.acts()).extracting(BoardAct::line)
                .containsExactly("{\"act\": \"lift\", \"by\": \"white\", \"square\": \"e2\", \"at\": 1}");
    }

    /** Issue 34.10: a simulated capture posted whole lost its last move's release and press. */
    @Test
    void aSimulatedCapturePostedWholeHandsOutItsLastMoveAndSaysWhatIsUnsettled() {
        byte[] capture = new BoardSimulator(0.2, 5).record(Position.initial(), moves(), "*").capture();
        List<BoardAct.Act> whole = acts(Ingest.run(capture, Ingest.Format.DGT, null, Settings.defaults()).acts());
        LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());

        LiveBoard.Update u = live.dgt(capture, 0);

        assertThat(u.acts()).isEqualTo(whole);
        assertThat(live.actsUnsettled()).isZero();
        List<DgtCapture.Read> reads = DgtCapture.reads(capture).reads();
        DgtCapture.Read closing = reads.get(reads.size() - 1);
        assertThat(closing.length()).as("the simulator's closing empty read").isZero();
        LiveBoard cut = new LiveBoard(Position.initial(), Settings.defaults());
        byte[] withoutClosing = java.util.Arrays.copyOf(capture, closing.offset() - 6);
        assertThat(cut.dgt(withoutClosing, 0).acts()).hasSizeLessThan(whole.size());
        assertThat(cut.actsUnsettled()).as("the last move's release and press wait for a later read")
                .isEqualTo(whole.size() - cut.actsHandedOut()).isPositive();
    }

    @Test
    void fieldLinesWithAHeartbeatSettleTheLastMove() {
        LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());

        LiveBoard.Update u = live.fields(List.of("{\"at\": 1000, \"square\": \"e2\", \"piece\": \"\"}",
                "{\"at\": 1500, \"square\": \"e4\", \"piece\": \"P\"}", "{\"at\": 4000}"));
        LiveBoard.Update bad = live.fields(List.of("{\"at\": 4100, \"square\": \"z9\", \"piece\": \"\"}"));

        assertThat(u.acts()).extracting(a -> a.kind().name()).containsExactly("LIFT", "PLACE", "RELEASE");
        assertThat(bad.error()).hasValueSatisfying(e -> assertThat(e.where()).isEqualTo("line 1"));
        assertThat(live.actsHandedOut()).isEqualTo(3);
    }

    /** dgtdriver's game 2: White's clock on the right, which ingest reads off the recording (ClockSide); a live board did not. */
    @Test
    void whitesClockOnTheRightIsReadOffTheReportsAsIngestReadsIt() {
        byte[] capture = DgtCapture.fromText(HexCapture.resource("/recordings/dgtdriver-2-turned-board.dgthex")).bytes();
        List<BoardAct.Act> whole = acts(Ingest.run(capture, Ingest.Format.DGT, null, Settings.defaults()).acts());
        LiveBoard live = new LiveBoard(Position.initial(), Settings.defaults());

        List<BoardAct.Act> handedOut = reportInPieces(capture, live, 48);

        assertThat(handedOut).isEqualTo(whole);
        assertThat(handedOut).filteredOn(a -> a.kind() == BoardAct.Kind.PRESS).first()
                .satisfies(a -> assertThat(a.by()).isEqualTo(org.arbiter.chess.Color.WHITE));
        assertThat(live.revisions()).isZero();
    }

    /**
     * The hand-made recordings of boards set up turned round, reported a line at a time, give the acts ingest reads
     * off them (not {@code turned-mid-game}: live, a transfer's changes are handed out as acts before the last man
     * is set down, a revision, docs/boards.md "Left out").
     */
    @Test
    void aBoardSetUpTurnedIsReadLiveAsIngestReadsItsWholeRecording() {
        for (String name : List.of("turned-setup-dump", "turned-setup-no-dump", "repeated-first-report",
                "turned-setup-repeated-first-report", "turned-symmetric-start-dump")) {
            String text = HexCapture.resource("/recordings/" + name + ".jsonl");
            String header = text.lines().filter(l -> l.startsWith("# header:")).map(l -> l.substring(9).strip()).findFirst().orElse(null);
            Position start = header == null ? Position.initial()
                    : Position.fromFen(header.replaceAll(".*\"start\": \"([^\"]*)\".*", "$1"));
            List<BoardAct.Act> whole = acts(Ingest.run(text.getBytes(java.nio.charset.StandardCharsets.UTF_8), Ingest.Format.FIELDS,
                    header, Settings.defaults()).acts());
            LiveBoard live = new LiveBoard(start, Settings.defaults());
            List<BoardAct.Act> handedOut = new ArrayList<>();
            text.lines().forEach(line -> handedOut.addAll(live.fields(List.of(line)).acts()));
            handedOut.addAll(live.fields(List.of("{\"at\": 60000}")).acts());

            assertThat(handedOut).as(name).isEqualTo(whole);
            assertThat(live.revisions()).as(name).isZero();
        }
    }

    /**
     * A board connected mid-game, set up turned round, whose first moves fit both ways (the Rooks stand alike
     * turned): nothing is handed out until the board dump tells, and then the moves as played on the turned board.
     */
    @Test
    void aLiveBoardWaitsForTheReportThatTellsWhichWayRoundItStands() {
        LiveBoard live = new LiveBoard(Position.fromFen("r6R/3k4/8/8/8/8/4K3/R6r w - - 0 1"), Settings.defaults());

        LiveBoard.Update before = live.fields(List.of("{\"at\": 1000, \"square\": \"a1\", \"piece\": \"\"}",
                "{\"at\": 1600, \"square\": \"a4\", \"piece\": \"R\"}", "{\"at\": 3500, \"square\": \"h1\", \"piece\": \"\"}",
                "{\"at\": 4100, \"square\": \"h4\", \"piece\": \"r\"}", "{\"at\": 5400}"));
        LiveBoard.Update after = live.fields(List.of(
                "{\"at\": 5500, \"board\": \"r......R...K....................R......r............k...........\"}", "{\"at\": 9000}"));

        assertThat(before.acts()).isEmpty();
        assertThat(after.acts()).extracting(a -> a.kind().name() + " " + a.square().map(Square::toString).orElse(""))
                .containsExactly("LIFT h8", "PLACE h5", "RELEASE ", "LIFT a8", "PLACE a5", "RELEASE ");
    }

    /** Reports a capture in fragments of one to four reads, then an empty read a second after the last. */
    private static List<BoardAct.Act> reportInPieces(byte[] capture, LiveBoard live, long seed) {
        List<BoardAct.Act> handedOut = new ArrayList<>();
        Random random = new Random(seed);
        List<DgtCapture.Read> reads = DgtCapture.reads(capture).reads();
        for (int i = 0; i < reads.size(); ) {
            int n = 1 + random.nextInt(4);
            DgtCapture fragment = new DgtCapture();
            for (DgtCapture.Read r : reads.subList(i, Math.min(reads.size(), i + n))) {
                fragment.read(r.at(), java.util.Arrays.copyOfRange(capture, r.offset(), r.offset() + r.length()));
            }
            LiveBoard.Update u = live.dgt(fragment.bytes(), 0);
            assertThat(u.error()).isEmpty();
            assertThat(u.first()).isEqualTo(handedOut.size());
            long reported = lastAt(reads, i + n);
            assertThat(u.acts()).allSatisfy(a -> assertThat(a.at() + Settings.DEFAULT_DEBOUNCE)
                    .as("final only once the debounce time has passed").isLessThanOrEqualTo(reported));
            handedOut.addAll(u.acts());
            i += n;
        }
        long end = reads.get(reads.size() - 1).at() + 1000;
        handedOut.addAll(live.dgt(new DgtCapture().read(end, new byte[0]).bytes(), 0).acts());
        return handedOut;
    }

    private static long lastAt(List<DgtCapture.Read> reads, int upTo) {
        return reads.get(Math.min(reads.size(), upTo) - 1).at();
    }

    private static List<BoardAct.Act> acts(List<BoardAct> lines) {
        List<BoardAct.Act> acts = new ArrayList<>();
        lines.forEach(l -> {
            if (l instanceof BoardAct.Act a) {
                acts.add(a);
            }
        });
        return acts;
    }

    private static List<Move> moves() {
        List<Move> moves = new ArrayList<>();
        GAME.forEach(m -> moves.add(Move.fromUci(m)));
        return moves;
    }
}

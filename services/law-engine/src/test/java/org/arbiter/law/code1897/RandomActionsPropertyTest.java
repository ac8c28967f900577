package org.arbiter.law.code1897;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.chess.notation.Notation;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.SequenceError;
import org.junit.jupiter.api.Test;

/**
 * Random streams of acts at the board, legal and not: the rulebook either decides each act or
 * rejects it as a {@link SequenceError}; it never throws anything else, never puts two men on a
 * square or one man in two places, and gives the same answer every time for the same stream.
 */
class RandomActionsPropertyTest {
    private static final int STREAMS = 300;
    private static final int ACTS = 60;
    private static final String[] SIMPLE = {
        "{\"act\":\"release\",\"by\":\"%s\"}",
        "{\"act\":\"claim\",\"by\":\"%s\",\"claim\":\"illegal-move\"}",
        "{\"act\":\"claim\",\"by\":\"%s\",\"claim\":\"draw-fifty-moves\"}",
        "{\"act\":\"claim\",\"by\":\"%s\",\"claim\":\"draw-repetition\"}",
        "{\"act\":\"claim\",\"by\":\"%s\",\"claim\":\"draw-endless-checks\"}",
        "{\"act\":\"claim\",\"by\":\"%s\",\"claim\":\"time\"}",
        "{\"act\":\"claim\",\"by\":\"%s\",\"claim\":\"annulment\",\"ground\":\"wrong-first-player\"}",
        "{\"act\":\"claim\",\"by\":\"%s\",\"claim\":\"forfeit\",\"offence\":\"refuse-laws\"}",
        "{\"act\":\"exact\",\"by\":\"%s\",\"penalty\":\"A\"}",
        "{\"act\":\"exact\",\"by\":\"%s\",\"penalty\":\"C\"}",
        "{\"act\":\"waive\",\"by\":\"%s\"}",
        "{\"act\":\"require\",\"by\":\"%s\",\"requirement\":\"replace-man\"}",
        "{\"act\":\"require\",\"by\":\"%s\",\"requirement\":\"remove-hand\"}",
        "{\"act\":\"require\",\"by\":\"%s\",\"requirement\":\"quit-piece\"}",
        "{\"act\":\"require\",\"by\":\"%s\",\"requirement\":\"rook-move-complete\"}",
        "{\"act\":\"require\",\"by\":\"%s\",\"requirement\":\"complete-castling\"}",
        "{\"act\":\"require\",\"by\":\"%s\",\"requirement\":\"annul-move\"}",
        "{\"act\":\"require\",\"by\":\"%s\",\"requirement\":\"replace-named-piece\"}",
        "{\"act\":\"refuse\",\"by\":\"%s\"}",
        "{\"act\":\"offer-draw\",\"by\":\"%s\"}",
        "{\"act\":\"accept-draw\",\"by\":\"%s\"}",
        "{\"act\":\"offence\",\"by\":\"%s\",\"offence\":\"printed-matter\"}",
        "{\"act\":\"promote\",\"by\":\"%s\",\"piece\":\"Q\",\"named\":true}",
        "{\"act\":\"promote\",\"by\":\"%s\",\"piece\":\"N\"}",
        "{\"act\":\"seal\",\"by\":\"%s\",\"record\":\"Kt-B3\"}",
        "{\"act\":\"adjourn\",\"by\":\"arbiter\"}",
        "{\"act\":\"resume\",\"by\":\"arbiter\"}",
    };
    private static final String[] STARTS = {
        "initial",
        "r3k2r/1P4p1/8/3pP3/8/8/1p4P1/R3K2R w KQkq d6 0 1",
        "k7/4P3/8/8/8/8/8/4K3 w - - 0 1",
    };

    @Test
    void randomStreamsAreDecidedOrRejectedConsistentlyAndTheMenStayWhole() {
        Random random = new Random(1897);
        for (int n = 0; n < STREAMS; n++) {
            StringBuilder stream = new StringBuilder();
            String first = generateAndReplay(random, stream);
            assertThat(replayAgain(stream.toString())).as("the same stream twice:\n%s", stream).isEqualTo(first);
        }
    }

    /**
     * Builds a stream act by act from the state the rulebook has reached (so that moves in
     * notation mostly name moves that exist), applying each as it is made. A rejected act leaves
     * the state as it was, and the stream goes on.
     */
    private static String generateAndReplay(Random random, StringBuilder stream) {
        String start = STARTS[random.nextInt(STARTS.length)];
        stream.append(Cases.header(start));
        Replay replay = new Replay(ContestedSequence.parse(stream.toString()).header());
        int startMen = ((GameInPlay) replay.state().codeState()).board().men().size();
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < ACTS && !replay.state().result().ended(); i++) {
            String line = act(random, (GameInPlay) replay.state().codeState());
            stream.append(line);
            apply(replay, line, i + 1, log, startMen, stream);
        }
        return log.append(replay.result().toJson()).toString();
    }

    private static String replayAgain(String stream) {
        ContestedSequence seq = ContestedSequence.parse(stream.lines().findFirst().orElseThrow());
        Replay replay = new Replay(seq.header());
        int startMen = ((GameInPlay) replay.state().codeState()).board().men().size();
        StringBuilder log = new StringBuilder();
        List<String> lines = stream.lines().skip(1).toList();
        for (int i = 0; i < lines.size(); i++) {
            apply(replay, lines.get(i) + "\n", i + 1, log, startMen, stream);
        }
        return log.append(replay.result().toJson()).toString();
    }

    private static void apply(Replay replay, String line, int n, StringBuilder log, int startMen, CharSequence stream) {
        try {
            ContestedSequence one = ContestedSequence.parse(Cases.INITIAL + line);
            replay.apply(one.actions().get(0), n);
        } catch (SequenceError e) {
            log.append("rejected ").append(n).append(": ").append(e.getMessage()).append('\n');
            return;
        } catch (RuntimeException e) {
            throw new AssertionError("act " + n + " threw " + e + " in:\n" + stream, e);
        }
        menAreWhole((GameInPlay) replay.state().codeState(), startMen, stream.toString(), n);
    }

    /** One King of each colour and no more men than at the start, counting board, hand and the men knocked off. */
    private static void menAreWhole(GameInPlay g, int startMen, String stream, int act) {
        Map<Color, Integer> kings = new EnumMap<>(Color.class);
        int men = g.board().men().size() + (g.handling().hand().held() == null ? 0 : 1) + g.handling().offBoard().size();
        List<Piece> all = new ArrayList<>(g.board().men().values());
        if (g.handling().hand().held() != null) {
            all.add(g.handling().hand().held());
            assertThat(g.handling().hand().liftedFrom()).as("a held man was lifted from somewhere, act %d in:\n%s", act, stream).isNotNull();
        }
        all.addAll(g.handling().offBoard().values());
        for (Piece p : all) {
            if (p.type() == PieceType.KING) {
                kings.merge(p.color(), 1, Integer::sum);
            }
        }
        assertThat(kings).as("one King of each colour, act %d in:\n%s", act, stream)
                .containsEntry(Color.WHITE, 1).containsEntry(Color.BLACK, 1);
        assertThat(men).as("no more men than at the start, act %d in:\n%s", act, stream).isLessThanOrEqualTo(startMen);
        assertThat(g.fen()).as("the state still writes a FEN, act %d", act).startsWith(g.board().placement() + " ");
    }

    /** One act, by the player on turn four times in five, as a line of the format. */
    private static String act(Random random, GameInPlay g) {
        String by = random.nextInt(5) == 0 ? g.turn().opposite().label() : g.turn().label();
        int kind = random.nextInt(10);
        if (kind < 4) {
            Position view = g.board().withSideToMove(g.turn());
            List<Move> legal = view.legalMoves();
            if (!legal.isEmpty()) {
                Move m = legal.get(random.nextInt(legal.size()));
                return "{\"act\":\"move\",\"by\":\"" + g.turn().label() + "\",\"move\":\"" + Notation.san(view, m) + "\"}\n";
            }
        }
        if (kind < 6) {
            String from = square(random);
            String to = square(random);
            if (random.nextInt(4) == 0) {
                return "{\"act\":\"displace\",\"by\":\"" + by + "\",\"square\":\"" + from + "\""
                        + (from.equals(to) ? "" : ",\"to\":\"" + to + "\"") + "}\n";
            }
            if (!from.equals(to)) {
                return "{\"act\":\"move\",\"by\":\"" + by + "\",\"from\":\"" + from + "\",\"to\":\"" + to + "\""
                        + (random.nextInt(3) == 0 ? ",\"promote\":\"Q\"" : "") + "}\n";
            }
        }
        if (kind < 8) {
            String[] hand = {"touch", "lift", "place", "remove", "adjust"};
            return "{\"act\":\"" + hand[random.nextInt(hand.length)] + "\",\"by\":\"" + by + "\",\"square\":\""
                    + square(random) + "\"}\n";
        }
        if (kind < 9) {
            return "{\"act\":\"exact\",\"by\":\"" + by + "\",\"penalty\":\"B\",\"squares\":[\"" + square(random)
                    + "\"" + (random.nextBoolean() ? "" : ",\"" + square(random) + "\"") + "]}\n";
        }
        return SIMPLE[random.nextInt(SIMPLE.length)].formatted(by) + "\n";
    }

    private static String square(Random random) {
        return Square.at(random.nextInt(8), random.nextInt(8)).toString();
    }
}

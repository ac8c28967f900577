package org.arbiter.cli;

import java.io.PrintWriter;
import org.arbiter.chess.Square;
import org.arbiter.law.GameState;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.words.ActWords;

/** The human timeline of a replay: each action, the board whenever it changes unless brief, each ruling with the words of the law. */
final class Timeline implements Replay.Listener {
    private final PrintWriter out;
    private final boolean brief;
    private GameState last;
    private Rulebook rulebook;
    private GameKind game = GameKind.CHESS;

    /** {@code brief} leaves out the diagrams, which are ten lines of every act that changes the board. */
    Timeline(PrintWriter out, boolean brief) {
        this.out = out;
        this.brief = brief;
    }

    @Override
    public void started(Header header, GameState start) {
        out.println(header.white() + " v " + header.black() + header.event().map(e -> ", " + e).orElse("")
                + header.round().map(r -> ", round " + r).orElse("") + "  [" + header.code()
                + header.supplement().map(s -> ", supplemented by " + s).orElse("") + "]");
        header.odds().ifPresent(o -> out.println("  odds: " + odds(o)));
        header.timeLimit().ifPresent(t -> out.println("  time limit: " + t.first() + " moves in the first hour"
                + (t.then() > 0 ? ", then " + t.then() + " in each hour after" : "")
                + t.termination().map(d -> ", play ends after " + (d.toMinutesPart() == 0
                ? Plural.of(d.toHours(), "hour") : Plural.of(d.toMinutes(), "minute"))).orElse("")));
        header.clocking().timeControl().ifPresent(tc -> out.println("  time control: " + tc.base().toMinutes()
                + " min" + (tc.increment().isZero() ? "" : " + " + tc.increment().toSeconds() + " s a move")
                + tc.moves().map(m -> ", then " + tc.then().toMinutes() + " min after move " + m).orElse("")));
        rulebook = Rulebooks.of(header);
        game = header.game();
        last = start;
        diagram(last.position());
    }

    @Override
    public void step(Replay.Frame frame) {
        out.printf("%3d. %s%n", frame.seq(), ActWords.describe(frame.action(), last, game));
        for (Ruling n : frame.notices()) {
            out.println("     note  " + n.law() + ": " + n.text());
        }
        for (Ruling r : frame.rulings()) {
            out.println("     RULING " + r.law() + ": " + r.text());
            String words = rulebook.lawText(r.law());
            if (!words.isEmpty()) {
                // the law's own words are quoted; the project's summary of a law (FIDE's) is said to be one
                out.println(rulebook.summarises(r.law()) ? "            (summary) " + words : "            \"" + words + "\"");
            }
        }
        String board = frame.state().position();
        if (!placement(board).equals(placement(last.position()))) {
            diagram(board);
        }
        last = frame.state();
    }

    /** The odds as the header gives them, in words: who gives what. */
    private static String odds(Header.Odds o) {
        String giver = o.giver() == org.arbiter.chess.Color.WHITE ? "White" : "Black";
        java.util.List<String> terms = new java.util.ArrayList<>();
        o.man().ifPresent(m -> terms.add("gives the " + m.replace('-', ' ')));
        o.moves().ifPresent(n -> terms.add("gives " + n + (n == 1 ? " move" : " moves")));
        o.mateWith().ifPresent(m -> terms.add("undertakes to mate with a " + m.replace('-', ' ')));
        o.mateOn().ifPresent(sq -> terms.add("undertakes to mate on " + sq));
        return giver + " " + (terms.isEmpty() ? "gives odds" : String.join(" and ", terms));
    }

    void summary(ReplayResult result) {
        String ending = result.termination() == null ? !result.result().ended() ? " (the game goes on)" : ""
                : " (" + result.termination() + ")";
        out.println("Result: " + result.result() + ending + "   position: " + result.position() + "   "
                + Plural.of(result.actions(), "action") + ", " + Plural.of(result.rulings().size(), "ruling") + ", "
                + Plural.of(result.notices().size(), "notice"));
    }

    /** The men's places without the side to move: a chess FEN's first field, a PDN FEN's last two. */
    private String placement(String position) {
        return game == GameKind.DRAUGHTS ? position.substring(position.indexOf(':')) : position.split(" ")[0];
    }

    /**
     * Drawn from the state's position, whose side to move is the side whose act comes next as the
     * code sees it, and from its fields alone: mid-move the board may hold no legal position.
     */
    private void diagram(String position) {
        if (brief) {
            return;
        }
        if (game == GameKind.DRAUGHTS) {
            DraughtsDiagram.print(out, position);
            return;
        }
        for (int rank = 7; rank >= 0; rank--) {
            StringBuilder line = new StringBuilder("       ").append(rank + 1).append(' ');
            for (int file = 0; file < 8; file++) {
                char man = ActWords.manOn(position, Square.at(file, rank));
                line.append(' ').append(man != 0 ? man : (file + rank) % 2 == 0 ? '.' : ' ');
            }
            out.println(line);
        }
        out.println("          a b c d e f g h    " + ("w".equals(position.split(" ")[1]) ? "White" : "Black") + " to play");
    }
}

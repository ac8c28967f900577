package org.arbiter.cli;

import java.io.PrintWriter;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceReader;

/** The human timeline of a replay: each action, the board whenever it changes, each ruling with the words of the law. */
final class Timeline {
    private final PrintWriter out;
    private String lastBoard;

    Timeline(PrintWriter out) {
        this.out = out;
    }

    void header(Header header, Replay replay) {
        out.println(header.white() + " v " + header.black() + header.event().map(e -> ", " + e).orElse("")
                + header.round().map(r -> ", round " + r).orElse("") + "  [" + header.code() + "]");
        lastBoard = replay.state().position();
        diagram(lastBoard);
    }

    void frame(Replay.Frame frame, Rulebook rulebook) {
        out.printf("%3d. %s%n", frame.seq(), describe(frame.action()));
        for (Ruling n : frame.notices()) {
            out.println("     note  " + n.law() + ": " + n.text());
        }
        for (Ruling r : frame.rulings()) {
            out.println("     RULING " + r.law() + ": " + r.text());
            String words = rulebook.lawText(r.law());
            if (!words.isEmpty()) {
                out.println("            \"" + words + "\"");
            }
        }
        String board = frame.state().position();
        if (!board.split(" ")[0].equals(lastBoard.split(" ")[0])) {
            diagram(board);
        }
        lastBoard = board;
    }

    void summary(ReplayResult result) {
        out.println("Result: " + result.result() + (result.termination() == null ? "" : " (" + result.termination() + ")")
                + "   position: " + result.position() + "   actions: " + result.actions()
                + "   rulings: " + result.rulings().size());
    }

    /**
     * Drawn from the state's position, whose side to move is the side whose act comes next as the
     * code sees it, and from its fields alone: mid-move the board may hold no legal position.
     */
    private void diagram(String position) {
        String[] fields = position.split(" ");
        String[] ranks = fields[0].split("/");
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            StringBuilder sb = new StringBuilder("       ").append(rank + 1).append(' ');
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    for (int k = 0; k < c - '0'; k++, file++) {
                        sb.append(' ').append((file + rank) % 2 == 0 ? '.' : ' ');
                    }
                } else {
                    sb.append(' ').append(c);
                    file++;
                }
            }
            out.println(sb);
        }
        out.println("          a b c d e f g h    " + ("w".equals(fields[1]) ? "White" : "Black") + " to play");
    }

    private static String describe(Action a) {
        String who = a.by().label();
        String at = a.stamp().at().map(d -> " @" + d.toString().substring(2).toLowerCase()).orElse("");
        return who + " " + a.act() + detail(a) + at;
    }

    private static String detail(Action a) {
        if (a instanceof Action.MoveMade m) {
            return " " + m.notation().orElseGet(() -> m.from().get() + "-" + m.to().get()
                    + m.promote().map(t -> "=" + t.letter()).orElse(""));
        } else if (a instanceof Action.Touch t) {
            return " " + t.square() + (t.accidental() ? " (accidentally)" : "");
        } else if (a instanceof Action.Adjust x) {
            return " " + x.square();
        } else if (a instanceof Action.Lift l) {
            return " " + l.square();
        } else if (a instanceof Action.Place p) {
            return " " + p.square();
        } else if (a instanceof Action.Remove r) {
            return " " + r.square();
        } else if (a instanceof Action.Displace d) {
            return " " + d.square() + d.to().map(t -> " to " + t).orElse(" off the board");
        } else if (a instanceof Action.Promote p) {
            return " " + p.piece().codeName() + (p.named() ? " (named)" : "");
        } else if (a instanceof Action.Claim c) {
            return " " + SequenceReader.wireName(c.claim()) + c.offence().map(o -> " " + SequenceReader.wireName(o)).orElse("")
                    + c.ground().map(g -> " " + SequenceReader.wireName(g)).orElse("");
        } else if (a instanceof Action.Exact e) {
            return " Penalty " + e.penalty() + (e.squares().isEmpty() ? "" : " " + e.squares())
                    + e.select().map(s -> " select " + s).orElse("");
        } else if (a instanceof Action.Require r) {
            return " " + SequenceReader.wireName(r.requirement());
        } else if (a instanceof Action.Offence o) {
            return " " + SequenceReader.wireName(o.offence()) + o.knownTo().map(k -> " (known to " + k.label() + ")").orElse("");
        } else if (a instanceof Action.Seal s) {
            return " '" + s.record() + "'";
        } else if (a instanceof Action.Resume r) {
            return r.position().map(p -> " at " + p).orElse("");
        } else if (a instanceof Action.Adopt ad) {
            return " " + ad.move();
        } else if (a instanceof Action.Communicate c) {
            return " " + (c.moves().isEmpty() ? c.series() : c.moves());
        } else if (a instanceof Action.CorrectTime t) {
            return " " + t.player().label() + " to " + t.clock().toString().substring(2).toLowerCase()
                    + (t.neglect() ? " (error from neglect)" : "");
        }
        return "";
    }

}

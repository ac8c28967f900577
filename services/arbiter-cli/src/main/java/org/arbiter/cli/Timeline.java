package org.arbiter.cli;

import java.io.PrintWriter;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Replay;
import org.arbiter.law.ReplayResult;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;

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
        lastBoard = replay.state().fen();
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
        String board = frame.state().fen();
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

    private void diagram(String fen) {
        Position p = Position.fromFen(fen.split(" ")[0] + " " + fen.split(" ")[1]);
        for (int rank = 7; rank >= 0; rank--) {
            StringBuilder sb = new StringBuilder("       ").append(rank + 1).append(' ');
            for (int file = 0; file < 8; file++) {
                sb.append(' ').append(p.pieceAt(Square.at(file, rank)).map(Piece::fenChar)
                        .orElse((file + rank) % 2 == 0 ? '.' : ' '));
            }
            out.println(sb);
        }
        out.println("          a b c d e f g h    " + (p.sideToMove() == Color.WHITE ? "White" : "Black") + " to play");
    }

    private static String describe(Action a) {
        String who = a.by().label();
        String at = a.stamp().at().map(d -> " @" + d.toString().substring(2).toLowerCase()).orElse("");
        String detail;
        if (a instanceof Action.MoveMade m) {
            detail = m.notation().orElseGet(() -> m.from().get() + "-" + m.to().get()
                    + m.promote().map(t -> "=" + t.letter()).orElse(""));
        } else if (a instanceof Action.Touch t) {
            detail = t.square() + (t.accidental() ? " (accidentally)" : "");
        } else if (a instanceof Action.Claim c) {
            detail = c.claim().name().toLowerCase().replace('_', '-') + c.offence().map(o -> " " + o).orElse("")
                    + c.ground().map(g -> " " + g).orElse("");
        } else if (a instanceof Action.Exact e) {
            detail = "Penalty " + e.penalty() + (e.squares().isEmpty() ? "" : " " + e.squares())
                    + e.select().map(s -> " select " + s).orElse("");
        } else if (a instanceof Action.Seal s) {
            detail = "'" + s.record() + "'";
        } else {
            detail = a.toString().replaceAll("^\\w+\\[stamp=Stamp\\[[^]]*\\],? ?", "").replaceAll("\\]$", "");
        }
        return who + " " + a.act() + " " + detail + at;
    }
}

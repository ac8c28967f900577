package org.arbiter.law;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.draughts.DraughtsMove;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.MoveError;
import org.arbiter.draughts.pdn.PdnGame;
import org.arbiter.draughts.pdn.PdnMove;
import org.arbiter.draughts.pdn.PdnWriter;

/**
 * A draughts game's record as PDN, the draughts counterpart of {@link Replay#pgn}: the moves that
 * stand, each ruling as a comment after the moves that stood when it was given, and the result. A
 * false move has no PDN form, so it and every move after it are written as comments.
 */
final class PdnRecord {
    private PdnRecord() {
    }

    static String write(Map<String, String> tags, GameState start, GameState end, List<Ruling> rulings) {
        Map<String, String> all = new LinkedHashMap<>(tags);
        DraughtsPosition p = DraughtsPosition.fromFen(start.fen());
        if (!p.equals(DraughtsPosition.initial())) {
            all.put("FEN", p.fen());
        }
        String result = end.result() == Result.ANNULLED ? "*" : end.result().text().replace("1/2-1/2", "1-1");
        all.put("Result", result);
        List<String> opening = new ArrayList<>();
        List<DraughtsMove> moves = new ArrayList<>();
        List<List<String>> after = new ArrayList<>();
        List<String> comments = opening;
        boolean playable = true;
        int next = 0;
        List<MoveRecord.Entry> standing = end.record().standing();
        for (int i = 0; i <= standing.size(); i++) {
            int until = i == standing.size() ? Integer.MAX_VALUE : standing.get(i).seq();
            while (next < rulings.size() && rulings.get(next).seq() < until) {
                Ruling r = rulings.get(next++);
                comments.add(r.law() + ": " + r.text().replace('}', ')'));
            }
            if (i == standing.size()) {
                break;
            }
            MoveRecord.Entry e = standing.get(i);
            if (playable && e.legal()) {
                try {
                    DraughtsMove move = p.move(e.san());
                    p = p.play(move);
                    comments = new ArrayList<>();
                    moves.add(move);
                    after.add(comments);
                    continue;
                } catch (MoveError notHere) {
                    playable = false;
                }
            }
            playable = false;
            comments.add((e.legal() ? "" : "false move ") + e.from() + "-" + e.to());
        }
        if (end.result() == Result.ANNULLED) {
            comments.add("the game is annulled");
        }
        List<PdnMove> written = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            written.add(new PdnMove(moves.get(i), after.get(i)));
        }
        return PdnWriter.write(new PdnGame(all, List.copyOf(opening), written, result));
    }
}

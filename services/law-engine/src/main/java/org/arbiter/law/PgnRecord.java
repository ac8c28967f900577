package org.arbiter.law;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.chess.pgn.PgnGame;
import org.arbiter.chess.pgn.PgnLine;
import org.arbiter.chess.pgn.PgnMove;
import org.arbiter.chess.pgn.PgnWriter;
import org.arbiter.law.sequence.Action;

/**
 * A chess game's record as PGN ({@link Replay#pgn}). At most one comment stands at each place, since
 * some PGN readers (chess.js) refuse a move followed by two: the mover's {@code [%clk]} and
 * {@code [%emt]} first, as the broadcasts write them, then the rulings and what PGN cannot write as a
 * move, each a sentence.
 */
final class PgnRecord {
    private PgnRecord() {
    }

    static String write(Map<String, String> tags, GameState start, GameState end, List<Ruling> rulings,
                        List<Replay.Frame> frames) {
        Map<String, String> allTags = new LinkedHashMap<>(tags);
        Position initial = Position.fromFen(start.fen());
        if (!initial.equals(Position.initial())) {
            allTags.put("SetUp", "1");
            allTags.put("FEN", initial.fen());
        }
        Result result = end.result();
        String pgnResult = result == Result.ANNULLED ? "*" : result.text();
        allTags.put("Result", pgnResult);

        List<MoveRecord.Entry> standing = end.record().standing();
        List<String> opening = new ArrayList<>();
        List<Move> moves = new ArrayList<>();
        List<List<String>> piecesAfter = new ArrayList<>();
        List<String> pieces = opening;
        Map<Color, Duration> usedBefore = new EnumMap<>(Map.of(Color.WHITE, Duration.ZERO, Color.BLACK, Duration.ZERO));
        Position p = initial;
        int next = 0;
        boolean playable = true;
        for (int i = 0; i <= standing.size(); i++) {
            int until = i == standing.size() ? Integer.MAX_VALUE : standing.get(i).seq();
            while (next < rulings.size() && rulings.get(next).seq() < until) {
                Ruling r = rulings.get(next++);
                pieces.add(sentence(r.law() + ": " + r.text()));
            }
            if (i == standing.size()) {
                break;
            }
            MoveRecord.Entry e = standing.get(i);
            Move move = playable ? playedAs(p, e) : null;
            if (move == null) {
                playable = false;
                pieces.add(sentence(unplayable(e)));
                continue;
            }
            pieces = new ArrayList<>();
            int nextSeq = i + 1 < standing.size() ? standing.get(i + 1).seq() : Integer.MAX_VALUE;
            clocksAfter(e, nextSeq, start, frames, usedBefore).ifPresent(pieces::add);
            moves.add(move);
            piecesAfter.add(pieces);
            p = p.play(move);
        }
        if (result == Result.ANNULLED) {
            pieces.add("The game is annulled.");
        }
        List<PgnMove> line = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            line.add(new PgnMove(moves.get(i), List.of(), oneComment(piecesAfter.get(i)), List.of()));
        }
        return PgnWriter.write(new PgnGame(allTags, new PgnLine(oneComment(opening), line), pgnResult));
    }

    private static List<String> oneComment(List<String> pieces) {
        return pieces.isEmpty() ? List.of() : List.of(String.join(" ", pieces));
    }

    private static String sentence(String text) {
        return text.endsWith(".") || text.endsWith("!") || text.endsWith("?") ? text : text + ".";
    }

    /**
     * The mover's clock once his move is made, {@code [%clk h:mm:ss]}, and the time the move took him,
     * {@code [%emt h:mm:ss]} (whole seconds, the broadcasts' form): read off the state after the last
     * action before the next move that stands ({@code nextSeq}), so that the press that followed the
     * move, and any increment it earned, are in it. Where an electronic clock's reading came with an
     * act after the move (its press), {@code %clk} is what that clock showed instead. Nothing while no
     * action carried a time or a reading.
     */
    private static java.util.Optional<String> clocksAfter(MoveRecord.Entry e, int nextSeq, GameState start,
                                                           List<Replay.Frame> frames, Map<Color, Duration> usedBefore) {
        int last = Math.min(nextSeq - 1, frames.size());
        GameState after = last < 1 ? start : frames.get(last - 1).state();
        Clocks clocks = after.clocks();
        java.util.Optional<Duration> read = java.util.Optional.empty();
        for (int seq = e.seq(); seq <= last; seq++) {
            java.util.Optional<Action.ClockFace> face = Action.shown(frames.get(seq - 1).action());
            if (face.isPresent()) {
                read = java.util.Optional.of(face.get().of(e.mover()));
            }
        }
        if (clocks.elapsed().isEmpty()) {
            return read.map(d -> "[%clk " + hms(d) + "]");
        }
        Duration used = clocks.of(e.mover());
        Duration took = used.minus(usedBefore.get(e.mover()));
        usedBefore.put(e.mover(), used);
        return java.util.Optional.of("[%clk " + hms(read.orElse(clocks.shown(e.mover()))) + "] [%emt " + hms(took) + "]");
    }

    private static String hms(Duration d) {
        return Action.ClockFace.hms(d);
    }

    /** A move PGN cannot write as a move: an illegal transfer, or a move made on the men it left. */
    private static String unplayable(MoveRecord.Entry e) {
        String numbered = e.moveNumber() + (e.mover() == Color.WHITE ? ". " : "... ") + e.text();
        return e.legal() ? numbered : (e.mover() == Color.WHITE ? "White" : "Black") + " made an illegal move " + numbered;
    }

    /** The move {@code e} records, if it is a legal move from {@code p}; PGN can write no other. */
    private static Move playedAs(Position p, MoveRecord.Entry e) {
        if (!e.legal() || p.sideToMove() != e.mover()) {
            return null;
        }
        return Notation.read(p, e.san()) instanceof Reading.Exact exact ? exact.move() : null;
    }
}

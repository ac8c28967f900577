package org.arbiter.law.householddraughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.arbiter.draughts.DraughtsMove;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Piece;
import org.arbiter.draughts.Side;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.sequence.Action;

/**
 * A move made at the board, read as one of the shapes the laws tell apart: a legal move; a step
 * made where a capture was compulsory (v: the huff); a series of captures stopped short (vii);
 * a man crowned in a capture that went on jumping (vii: the new King waits a move); or a false
 * move (x). {@code legal} is the legal move made, or the legal part of it.
 */
record Transfer(Kind kind, List<Integer> path, Optional<DraughtsMove> legal) {
    enum Kind { LEGAL, UNTAKEN, SHORT, KING_WAITS, FALSE }

    /** The squares a {@code move} act names, from its notation or its {@code from} and {@code to}. */
    static List<Integer> path(Action.MoveMade m) {
        if (m.notation().isEmpty()) {
            return List.of(LawIvTouch.number(m.from().orElseThrow()), LawIvTouch.number(m.to().orElseThrow()));
        }
        String text = m.notation().get().strip();
        if (!text.matches("[0-9]{1,2}(-[0-9]{1,2}|([xX][0-9]{1,2})+)")) {
            throw new ActionRejected("'" + text + "' is not a draughts move; moves are written 11-15 or 15x22x31");
        }
        List<Integer> path = new ArrayList<>();
        for (String n : text.split("[-xX]")) {
            int square = Integer.parseInt(n);
            if (square < 1 || square > 32) {
                throw new ActionRejected("'" + text + "' names square " + square + "; squares are 1 to 32");
            }
            path.add(square);
        }
        return List.copyOf(path);
    }

    /** How {@code path} reads on {@code board}, whose side to move is the mover's. */
    static Transfer read(DraughtsPosition board, List<Integer> path) {
        Piece man = board.pieceAt(path.get(0)).orElseThrow();
        if (man.side() != board.sideToMove()) {
            return new Transfer(Kind.FALSE, path, Optional.empty());
        }
        List<DraughtsMove> named = new ArrayList<>();
        for (DraughtsMove m : board.legalMoves()) {
            // a series named by its first and last squares, even where those lie a single jump apart (a King's circle)
            if (m.path().equals(path) || (path.size() == 2 && m.path().size() > 2 && m.from() == path.get(0)
                    && m.to() == path.get(1))) {
                named.add(m);
            }
        }
        if (named.size() > 1 && !named.stream().allMatch(m -> Set.copyOf(m.captured()).equals(Set.copyOf(named.get(0).captured())))) {
            throw new ActionRejected("'" + String.valueOf(path.get(0)) + "x" + path.get(1)
                    + "' could be more than one capture; give every landing square");
        }
        if (!named.isEmpty()) {
            return new Transfer(Kind.LEGAL, path, Optional.of(named.get(0)));
        }
        for (DraughtsMove m : board.legalMoves()) {
            if (m.isCapture() && path.size() > m.path().size() && path.subList(0, m.path().size()).equals(m.path())
                    && !man.isKing() && DraughtsMen.crownRow(man.side(), m.to())) {
                return new Transfer(Kind.KING_WAITS, path, Optional.of(m));
            }
            if (m.isCapture() && path.size() < m.path().size() && m.path().subList(0, path.size()).equals(path)) {
                return new Transfer(Kind.SHORT, path, Optional.empty());
            }
        }
        if (board.mustCapture() && step(board, man, path)) {
            return new Transfer(Kind.UNTAKEN, path, Optional.empty());
        }
        return new Transfer(Kind.FALSE, path, Optional.empty());
    }

    /** A step the man could make were no capture compulsory: one square on, forward unless a King, to an empty square. */
    private static boolean step(DraughtsPosition board, Piece man, List<Integer> path) {
        if (path.size() != 2 || !DraughtsMen.adjacent(path.get(0), path.get(1)) || board.pieceAt(path.get(1)).isPresent()) {
            return false;
        }
        int forward = man.side() == Side.BLACK ? 1 : -1;
        return man.isKing() || DraughtsMen.row(path.get(1)) - DraughtsMen.row(path.get(0)) == forward;
    }

    /** The move as the record writes it: {@code 11-15}, or {@code 15x22x31} for a series of jumps. */
    String notation() {
        boolean jumps = path.size() > 2 || DraughtsMen.between(path.get(0), path.get(1)) != 0;
        StringBuilder sb = new StringBuilder().append(path.get(0));
        for (int i = 1; i < path.size(); i++) {
            sb.append(jumps ? 'x' : '-').append(path.get(i));
        }
        return sb.toString();
    }
}

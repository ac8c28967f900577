package org.arbiter.law.householddraughts;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.arbiter.chess.Color;
import org.arbiter.draughts.DraughtsPosition;
import org.arbiter.draughts.Side;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Result;

/**
 * A draughts game as the household laws see it: the men on the board and who is to move
 * ({@code board}, which after a false move may be an arrangement no legal play reaches), the side
 * the header agreed should move first (ii), the moves made, the hand ({@code held}, iv), the rights the laws
 * leave open, the result, and when the turn now running began (vi), null where the acts are not
 * timed.
 */
record DraughtsGame(DraughtsPosition board, Side agreedFirst, List<Turn> turns, Hand held, Rights rights,
                    Result result, String endedBy, Duration turnBegan) implements GameState {

    DraughtsGame {
        turns = List.copyOf(turns);
    }

    static DraughtsGame start(DraughtsPosition board) {
        return new DraughtsGame(board, board.sideToMove(), List.of(), Hand.FREE, Rights.NONE, Result.IN_PLAY, null,
                Duration.ZERO);
    }

    /**
     * One move made at the board: the act that made it, who made it, its notation, whether it was a
     * legal move ({@code false} for a false move, x), and the board before and after it.
     */
    record Turn(int seq, Side mover, String notation, boolean legal, DraughtsPosition before, DraughtsPosition after) {
    }

    /**
     * The hand (iv): the man touched when it was the toucher's turn and still binding, the man
     * lifted, and the squares it has been put down on, hand still on it; 0 where there is none.
     */
    record Hand(int touched, int lifted, List<Integer> placed) {
        static final Hand FREE = new Hand(0, 0, List.of());

        Hand {
            placed = List.copyOf(placed);
        }

        Hand placedOn(int square) {
            List<Integer> more = new ArrayList<>(placed);
            more.add(square);
            return new Hand(touched, lifted, more);
        }
    }

    /**
     * What the laws leave open: the right to huff or compel (v), the side whose false move was
     * found and who must now remedy it (x), a call to win within so many moves (xi), a question
     * before the bystanders (viii), the players warned once for obstructing the view (iii), and the
     * side whose offer of a draw stands until the next move.
     */
    record Rights(Optional<LawVHuff.Right> huff, Optional<Side> remedy, Optional<LawXiCall.Count> call,
                  Optional<String> question, Set<Side> warned, Optional<Side> offer) {
        static final Rights NONE = new Rights(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Set.of(), Optional.empty());

        Rights {
            warned = Set.copyOf(warned);
        }

        private Rights withHuff(Optional<LawVHuff.Right> right) {
            return new Rights(right, remedy, call, question, warned, offer);
        }

        private Rights withRemedy(Optional<Side> maker) {
            return new Rights(huff, maker, call, question, warned, offer);
        }

        private Rights withCall(Optional<LawXiCall.Count> count) {
            return new Rights(huff, remedy, count, question, warned, offer);
        }

        private Rights withQuestion(Optional<String> q) {
            return new Rights(huff, remedy, call, q, warned, offer);
        }

        Rights warning(Side side) {
            Set<Side> more = new java.util.HashSet<>(warned);
            more.add(side);
            return new Rights(huff, remedy, call, question, more, offer);
        }

        private Rights withOffer(Optional<Side> by) {
            return new Rights(huff, remedy, call, question, warned, by);
        }
    }

    private DraughtsGame with(Hand h, Rights r) {
        return new DraughtsGame(board, agreedFirst, turns, h, r, result, endedBy, turnBegan);
    }

    /** iii: {@code side} warned once for obstructing the view. */
    DraughtsGame warned(Side side) {
        return with(held, rights.warning(side));
    }

    /** iv: the man on {@code square} touched in the toucher's turn, binding him to move it. */
    DraughtsGame touched(int square) {
        return with(new Hand(square, held.lifted(), held.placed()), rights);
    }

    /** iv: the man on {@code square} lifted. */
    DraughtsGame lifted(int square) {
        return with(new Hand(held.touched(), square, List.of()), rights);
    }

    /** iv: the man in hand shown on {@code square}, the hand still on it. */
    DraughtsGame shownOn(int square) {
        return with(held.placedOn(square), rights);
    }

    /** iv: the hand lets go of the man; the touch still binds. */
    DraughtsGame letGo() {
        return with(new Hand(held.touched(), 0, List.of()), rights);
    }

    /** v: the opponent may huff or compel, {@code right} saying whom and which men. */
    DraughtsGame huffOpen(LawVHuff.Right right) {
        return with(held, rights.withHuff(Optional.of(right)));
    }

    /** v: the man on {@code square} that should have taken is huffed. */
    DraughtsGame huffed(int square) {
        return new DraughtsGame(DraughtsMen.without(board, square), agreedFirst, turns, held,
                rights.withHuff(Optional.empty()), result, endedBy, turnBegan);
    }

    /** v: the refusing move, the {@code turn}th, is taken back, so that its maker must capture; his turn began {@code at}. */
    DraughtsGame compelled(int turn, Duration at) {
        return new DraughtsGame(turns.get(turn).before(), agreedFirst, turns.subList(0, turn), held,
                rights.withHuff(Optional.empty()), result, endedBy, at);
    }

    /** v: the opponent moved without huffing or compelling; the refusing move stands. */
    DraughtsGame huffLapsed() {
        return with(held, rights.withHuff(Optional.empty()));
    }

    /**
     * x: the false move, the {@code turn}th, remedied: the men stand as {@code restored}, the moves
     * since are taken back, and {@code remedy} must move again; the turn began {@code at}.
     */
    DraughtsGame falseMoveRemedied(int turn, DraughtsPosition restored, Optional<Side> remedy, Duration at) {
        return new DraughtsGame(restored, agreedFirst, turns.subList(0, turn), Hand.FREE,
                rights.withHuff(Optional.empty()).withRemedy(remedy), result, endedBy, at);
    }

    /** x: the false move's maker has moved again. */
    DraughtsGame remedied() {
        return with(held, rights.withRemedy(Optional.empty()));
    }

    /** viii: {@code question} put to the bystanders or an umpire. */
    DraughtsGame questionPut(String question) {
        return with(held, rights.withQuestion(Optional.of(question)));
    }

    /** viii: the question decided. */
    DraughtsGame questionDecided() {
        return with(held, rights.withQuestion(Optional.empty()));
    }

    /** xi: the call to win within so many moves, counted as {@code count}. */
    DraughtsGame counting(LawXiCall.Count count) {
        return with(held, rights.withCall(Optional.of(count)));
    }

    /** A draw offered by {@code side}, standing until a move is made. */
    DraughtsGame drawOffered(Side side) {
        return with(held, rights.withOffer(Optional.of(side)));
    }

    DraughtsGame ended(Result r, String law) {
        return new DraughtsGame(board, agreedFirst, turns, Hand.FREE, rights, r, law, turnBegan);
    }

    /** The game after {@code turn}: on the record, its board standing, the hand free, the next turn begun {@code at}. */
    DraughtsGame after(Turn turn, Duration at) {
        List<Turn> more = new ArrayList<>(turns);
        more.add(turn);
        return new DraughtsGame(turn.after(), agreedFirst, more, Hand.FREE, rights.withOffer(Optional.empty()), result,
                endedBy, at);
    }

    @Override
    public Optional<String> termination() {
        return Optional.ofNullable(endedBy);
    }

    /** The PDN FEN of the board, side to move first, as contract version 2 gives a draughts position. */
    @Override
    public String position() {
        return board.fen();
    }

    @Override
    public String fen() {
        return board.fen();
    }

    @Override
    public MoveRecord record() {
        List<MoveRecord.Entry> standing = new ArrayList<>();
        for (int i = 0; i < turns.size(); i++) {
            Turn t = turns.get(i);
            String[] squares = t.notation().split("[-x]");
            standing.add(new MoveRecord.Entry(t.seq(), color(t.mover()), i / 2 + 1, t.legal() ? t.notation() : null,
                    squares[0], squares[squares.length - 1],
                    t.before().pieceAt(Integer.parseInt(squares[0])).map(p -> p.isKing() ? "k" : "m").orElse("m")));
        }
        return new MoveRecord(standing, List.of());
    }

    /** The man touched and binding, as square number to the side that touched it. */
    @Override
    public Map<String, String> touched() {
        Map<String, String> m = new TreeMap<>();
        if (held.touched() != 0) {
            m.put(String.valueOf(held.touched()), board.sideToMove() == Side.BLACK ? "black" : "white");
        }
        return m;
    }

    static Color color(Side side) {
        return side == Side.WHITE ? Color.WHITE : Color.BLACK;
    }

    static Side side(Color color) {
        return color == Color.WHITE ? Side.WHITE : Side.BLACK;
    }
}

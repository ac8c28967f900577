package org.arbiter.chess.winnable;

import java.util.Objects;
import java.util.function.BiConsumer;
import org.arbiter.chess.Position;

/**
 * Who can still checkmate in a position by some series of legal moves, the opponent helping
 * (FIDE 5.2.2, 6.9, 7.5.5): for each side a proof of mate found, a proof that none exists, or
 * an honest "undetermined" when the search ran out of budget.
 */
public record Winnability(Answer white, Answer black) {
    public enum Answer { CAN_MATE, CANNOT_MATE, UNDETERMINED }

    private static final ThreadLocal<Helpmate> SEARCH = ThreadLocal.withInitial(Helpmate::new);

    public Winnability {
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
    }

    public static Winnability of(Position position) {
        return of(position, Helpmate.DEFAULT_BUDGET);
    }

    /**
     * With a budget of search nodes per side, which also caps the positions enumerated and, ten
     * times over each (forty for the plan for Pawns), the guided searches: a smaller one answers sooner
     * and more often "undetermined".
     */
    static Winnability of(Position position, long budget) {
        return of(position, budget, (side, line) -> { });
    }

    /**
     * As {@link #of(Position, long)}, giving each side's mating line, when one is found, to {@code mates}
     * (the side, then the moves of {@link Workboard}): the tests replay the lines of the very answers they check.
     */
    static Winnability of(Position position, long budget, BiConsumer<Integer, int[]> mates) {
        Helpmate search = SEARCH.get();
        Workboard board = search.board(Objects.requireNonNull(position, "position"));
        Answer white = answer(search.run(board, Workboard.WHITE, budget));
        if (white == Answer.CAN_MATE) {
            mates.accept(Workboard.WHITE, search.mateLine());
        }
        Answer black = answer(search.run(board, Workboard.BLACK, budget));
        if (black == Answer.CAN_MATE) {
            mates.accept(Workboard.BLACK, search.mateLine());
        }
        return new Winnability(white, black);
    }

    private static Answer answer(Helpmate.Outcome outcome) {
        return switch (outcome) {
            case MATE -> Answer.CAN_MATE;
            case NO_MATE -> Answer.CANNOT_MATE;
            case GAVE_UP -> Answer.UNDETERMINED;
        };
    }

    /** Whether neither side can ever mate: a dead position (5.2.2). */
    public boolean dead() {
        return white == Answer.CANNOT_MATE && black == Answer.CANNOT_MATE;
    }

    /**
     * The contract's two letters: {@code W} or {@code B} for a side that can mate, {@code -} for
     * one that cannot, {@code ?} where the search gave up.
     */
    public String label() {
        return letter(white, 'W') + "" + letter(black, 'B');
    }

    private static char letter(Answer answer, char side) {
        return switch (answer) {
            case CAN_MATE -> side;
            case CANNOT_MATE -> '-';
            case UNDETERMINED -> '?';
        };
    }
}

package org.arbiter.law.fide2023;

import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Position;
import org.arbiter.chess.PositionKey;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.law.Heard;
import org.arbiter.law.Result;
import org.arbiter.law.sequence.Action;

/**
 * Article 9, the drawn game.
 *
 * <ul>
 * <li>9.2.1: the player having the move may claim a draw when the same position is about to
 * appear for at least the third time, having written the move that will bring it (9.2.1.1), or
 * has just appeared for at least the third time (9.2.1.2).</li>
 * <li>9.2.2: positions are the same when the same player has the move, the same men stand on the
 * same squares and every man has the same possible moves: the rights to castle and to take en
 * passant are part of the position ({@link PositionKey#fide}), unlike the 1897 Code's I.16(b).</li>
 * <li>9.3: likewise when the last fifty moves of each player are about to have been, or have been,
 * made with no Pawn moved and no capture (9.3.1 with the written move, 9.3.2 without).</li>
 * <li>9.4: a player who touches a man deliberately without having claimed loses the claim on that move.</li>
 * <li>9.5.3: an incorrect claim gives the opponent two more minutes, and a written move must then be made.</li>
 * <li>9.6.1, 9.6.2: the game is drawn without a claim when the same position has appeared at
 * least five times, or when seventy-five moves of each player have been made with no Pawn move and
 * no capture; a checkmate on that last move wins all the same.</li>
 * </ul>
 */
final class Article09Draws {
    private Article09Draws() {
    }

    static Heard<FidePart> claimRepetition(FideHearing c, Action.Claim a) {
        Heard<FidePart> refused = refused(c, a);
        if (!refused.isEmpty()) {
            return refused;
        }
        Optional<Move> written = written(c, a);
        Position reached = written.map(c.men().board()::play).orElse(c.men().board());
        int times = c.line().occurrences(PositionKey.fide(reached)) + (written.isPresent() ? 1 : 0);
        if (times >= 3) {
            String article = written.isPresent() ? "9.2.1.1" : "9.2.1.2";
            return FidePart.NOTHING.finish(Result.DRAWN, article).ruleForNeither(article, "The same position "
                    + (written.isPresent() ? "would appear" : "has appeared") + " for the " + ordinal(times)
                    + " time, the same player having the move with the same possible moves: the game is drawn.");
        }
        return incorrect(c, written, "the same position, castling and en passant rights included, "
                + (written.isPresent() ? "would appear" : "has appeared") + " only " + times + " time"
                + (times == 1 ? "" : "s"));
    }

    static Heard<FidePart> claimFiftyMoves(FideHearing c, Action.Claim a) {
        Heard<FidePart> refused = refused(c, a);
        if (!refused.isEmpty()) {
            return refused;
        }
        Optional<Move> written = written(c, a);
        int plies = written.map(m -> c.men().board().play(m).halfmoveClock()).orElse(c.men().board().halfmoveClock());
        if (plies >= 100) {
            String article = written.isPresent() ? "9.3.1" : "9.3.2";
            return FidePart.NOTHING.finish(Result.DRAWN, article).ruleForNeither(article,
                    "Fifty moves by each player without a Pawn move or a capture: the game is drawn.");
        }
        return incorrect(c, written, "only " + plies + " moves of White and Black together have been made since the"
                + " last Pawn move or capture, and 100 are needed");
    }

    /**
     * The ruling on a claim by a player who may not claim: he has touched a man (9.4), has not the
     * move, or wrote no single legal move; nothing when he may.
     */
    private static Heard<FidePart> refused(FideHearing c, Action.Claim a) {
        Color p = c.player();
        if (!c.touch().touched().isEmpty() || c.men().hands().busy()) {
            return FidePart.NOTHING.rule("9.4", p, "The claim fails: " + FideHearing.name(p) + " touched a man before"
                    + " claiming and has lost the right to claim on this move.");
        }
        if (p != c.turn()) {
            return incorrect(c, Optional.empty(), "only the player having the move may claim, and "
                    + FideHearing.name(c.turn()) + " has the move");
        }
        if (a.move().isPresent() && !(Notation.read(c.men().board(), a.move().get()) instanceof Reading.Exact)) {
            return incorrect(c, Optional.empty(), "the written move '" + a.move().get() + "' is not one legal move here");
        }
        return FidePart.NOTHING;
    }

    /** The move written with a claim that {@link #refused} lets stand, if any. */
    private static Optional<Move> written(FideHearing c, Action.Claim a) {
        return a.move().map(text -> ((Reading.Exact) Notation.read(c.men().board(), text)).move());
    }

    /** 9.5.3: the opponent gets more time, and the written move must be played. */
    private static Heard<FidePart> incorrect(FideHearing c, Optional<Move> written, String why) {
        Color p = c.player();
        return FidePart.heard(c.clock().added(p.opposite(), c.settings.penaltyTime()),
                c.draws().moveWritten(written.orElse(null))).rule(c.settings.timeArticle("9.5.3"), p,
                "The claim is incorrect: " + why + "; " + c.settings.penaltyWords() + " added to "
                + FideHearing.name(p.opposite()) + "'s time" + written.map(m -> ", and " + FideHearing.name(p)
                + " must play the written move " + Notation.san(c.men().board(), m)).orElse("") + ".");
    }

    /** 9.5.3: the move played for {@code made}: the one its player wrote with his claim, if it is legal. */
    static Move played(FideHearing c, Move made) {
        Move written = c.draws().writtenMove();
        return written == null || written.equals(made) || !c.men().board().isLegal(written) ? made : written;
    }

    /** 9.5.3: the move a claimant wrote is the one played; another move is replaced by it ({@link #played}). */
    static Heard<FidePart> writtenMoveKept(FideHearing c, Color p, Move made) {
        Heard<FidePart> settled = FidePart.heard(c.draws().writtenMoveSettled());
        Move written = played(c, made);
        if (written.equals(made)) {
            return settled;
        }
        return settled.rule("9.5.3", p, FideHearing.name(p) + " wrote " + Notation.san(c.men().board(), written)
                + " with his claim and must play it; it is played in place of " + Notation.san(c.men().board(), made) + ".");
    }

    /** 9.6: fivefold repetition and seventy-five moves end the game without a claim; {@code c} as the move left it. */
    static Heard<FidePart> afterMove(FideHearing c) {
        int times = c.line().occurrences(PositionKey.fide(c.men().board()));
        if (times >= 5) {
            return FidePart.NOTHING.finish(Result.DRAWN, "9.6.1").ruleForNeither("9.6.1", "The same position has"
                    + " appeared for the " + ordinal(times) + " time: the game is drawn.");
        } else if (c.men().board().halfmoveClock() >= 150) {
            return FidePart.NOTHING.finish(Result.DRAWN, "9.6.2").ruleForNeither("9.6.2",
                    "Seventy-five moves by each player without a Pawn move or a capture: the game is drawn.");
        }
        return FidePart.NOTHING;
    }

    private static String ordinal(int n) {
        return switch (n) {
            case 3 -> "third";
            case 4 -> "fourth";
            case 5 -> "fifth";
            default -> n + "th";
        };
    }
}

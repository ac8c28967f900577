package org.arbiter.law.code1897;

import static org.arbiter.law.sequence.Action.Penalty.A;
import static org.arbiter.law.sequence.Action.Penalty.B;
import static org.arbiter.law.sequence.Action.Penalty.C;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.chess.notation.Notation;
import org.arbiter.law.Heard;
import org.arbiter.law.Result;

/** Part II, Law 6: illegal moves, substituted moves, and moves made out of turn. */
final class Law06IllegalMoves {
    private Law06IllegalMoves() {
    }

    /**
     * II.6(a): after an illegal move "this turn to play is not yet ended". II.6(b): "If a player,
     * in his own turn to play, makes an illegal move, the opponent may at once exact Penalty A, and
     * may then exact one of the Penalties B and C." The move is a fact on the record; the opponent
     * decides whether to point it out and exact.
     */
    static Heard<Code1897Part> illegalMove(Code1897Hearing c, Color offender, String description) {
        return illegalMove(c, offender, description, "II.6(b)", Code1897Hearing.name(offender) + "'s move " + description
                + " is illegal; his turn is not ended, and " + Code1897Hearing.name(offender.opposite())
                + " may at once exact Penalty A, and then one of Penalties B and C.");
    }

    /**
     * An illegal move whose notice, right to penalties and rulings cite {@code law}, the law that
     * makes it illegal where that is not I.11 (IV.4), II.6(b) deciding what follows.
     */
    static Heard<Code1897Part> illegalMove(Code1897Hearing c, Color offender, String description, String law, String notice) {
        List<Square> touched = new ArrayList<>(c.handling().touches().byMover());
        IllegalChange change = IllegalChange.between(c.game().turnStart(), c.game().board(), offender, description);
        return Code1897Part.heard(c.penalties().illegalMoveMade(
                new IllegalMoveOnRecord(offender, c.game().atTurnStart(), change, c.seq, false, law))
                .rightOpened(new PenaltyRight(law, offender, EnumSet.of(A, B, C), true, true, c.game().atTurnStart(), touched,
                        c.seq)))
                .notice(law, offender, notice);
    }

    /**
     * II.6(c): "If a player, in his own turn to play, makes an illegal move, and then, without his
     * opponent's consent, substitutes a move, the opponent may exact Penalty A and one of the
     * Penalties B and C."
     */
    static Heard<Code1897Part> substitutedAfterIllegal(Code1897Hearing c, Color offender) {
        IllegalMoveOnRecord illegal = c.penalties().illegal();
        return Code1897Part.heard(c.penalties().illegalSubstituted(new PenaltyRight("II.6(c)", offender, EnumSet.of(A, B, C), true, true,
                illegal.atTurnStart(), new ArrayList<>(c.handling().touches().byMover()), c.seq)))
                .notice("II.6(c)", offender, Code1897Hearing.name(offender) + " substituted a legal move for his illegal move "
                + illegal.description()
                + "; " + Code1897Hearing.name(offender.opposite()) + " may exact Penalty A and one of Penalties B and C.");
    }

    /**
     * II.6(e): the illegal move "has remained uncorrected (the opponent, subsequently to it,
     * completing a move)". The opponent's move is made on the board as it stands; from then on no
     * penalty may be exacted for what has been done, and the position is restored when the
     * illegal move is pointed out. What is returned is what II.6(e) changes before the caller
     * completes the opponent's move.
     */
    static Heard<Code1897Part> opponentCompletesMove(Code1897Hearing c, Color opponent, Move move, boolean legal) {
        if (!legal) {
            throw Code1897Hearing.reject(Code1897Hearing.name(opponent) + "'s " + move.uci()
                    + " is not legal on the board as it stands after "
                    + Code1897Hearing.name(c.penalties().illegal().offender()) + "'s illegal move; give the moves one at a time as they were made");
        }
        IllegalMoveOnRecord illegal = c.penalties().illegal();
        Position before = afterIllegalTurn(c, illegal);
        String record = Notation.san(before, move);
        return Code1897Part.heard(c.game().illegalRecorded(illegal.offender(), illegal.change(), illegal.seq()).turnStartsFrom(opponent, before),
                c.handling().moverTouchesEnded(),
                c.penalties().rightsLapsed(r -> r.seq() >= illegal.seq()).illegalUncorrected())
                .notice("II.6(e)", illegal.offender(), "The illegal move " + illegal.description()
                        + " has remained uncorrected: " + Code1897Hearing.name(opponent)
                        + " completed " + record + " after it. No penalty may now be exacted for it.");
    }

    /**
     * The men as the illegal move left them, the opponent to move, and the move counters as if a
     * move had been made: the record counts the illegal move as the offender's move in that turn.
     */
    private static Position afterIllegalTurn(Code1897Hearing c, IllegalMoveOnRecord illegal) {
        Position start = c.game().turnStart();
        boolean pawnOrCapture = illegal.change().man().equalsIgnoreCase("p")
                || c.game().board().men().size() < start.men().size();
        int fullmove = start.fullmoveNumber() + (illegal.offender() == Color.BLACK ? 1 : 0);
        return c.game().board().withSideToMove(illegal.offender().opposite())
                .withCounters(pawnOrCapture ? 0 : start.halfmoveClock() + 1, fullmove);
    }

    /** The pointing out of an illegal move: a claim under Law 6. */
    static Heard<Code1897Part> claim(Code1897Hearing c) {
        IllegalMoveOnRecord illegal = c.penalties().illegal();
        if (illegal != null && illegal.opponentCompletedMove()) {
            return restoreUncorrected(c, illegal);
        } else if (illegal != null) {
            return Code1897Part.NOTHING.rule(illegal.law(), illegal.offender(), Code1897Hearing.name(illegal.offender()) + "'s move "
                    + illegal.description() + " is illegal and his turn"
                    + " is not ended; " + Code1897Hearing.name(illegal.offender().opposite())
                    + " may at once exact Penalty A, and then one of Penalties B and C.");
        } else if (c.penalties().outOfTurn() != null) {
            Color mover = c.penalties().outOfTurn().mover();
            return Code1897Part.NOTHING.rule("II.6(d)", mover, Code1897Hearing.name(mover) + " moved in his opponent's turn; "
                    + Code1897Hearing.name(mover.opposite()) + " may require the annulment of that move.");
        } else {
            return Code1897Part.NOTHING.rule("II.6", c.player(), "The claim fails: no illegal move stands uncorrected on the record.");
        }
    }

    /**
     * II.6(e): "the position must be restored which existed at the commencement of the turn to play
     * in which the illegal move ... occurred, and no penalty may then be exacted for what has been
     * already done. If this position cannot be ascertained, the game must be annulled."
     */
    private static Heard<Code1897Part> restoreUncorrected(Code1897Hearing c, IllegalMoveOnRecord illegal) {
        if (c.game().recordGap().isPresent() && illegal.seq() < c.game().recordGap().getAsInt()) {
            return Code1897Part.NOTHING.finish(Result.ANNULLED, "II.6(e)").ruleForNeither("II.6(e)", "The illegal move "
                    + illegal.description() + " remained uncorrected, and the position at the"
                    + " commencement of that turn cannot be ascertained from the record, which has a gap; the game is annulled.");
        }
        // The men, the turn and the record as they stood then; clocks, offences and the result are not rewound.
        return Code1897Part.heard(c.game().restoredTo(illegal.atTurnStart()), c.handling().restored(),
                c.penalties().restored().rightsLapsed(r -> r.seq() >= illegal.seq())).rule("II.6(e)", illegal.offender(), "The illegal move " + illegal.description() + " by "
                + Code1897Hearing.name(illegal.offender())
                + " remained uncorrected after his opponent completed a move; the position at the commencement of that turn"
                + " is restored, " + Code1897Hearing.name(illegal.atTurnStart().turn())
                + " to play, and no penalty may be exacted for it.");
    }

    /**
     * II.6(d): "If a player, in his opponent's turn to play, ... makes a move otherwise than in
     * substitution, the opponent ... may at once require the annulment of such substitution or such
     * move; and ... may exact, in the offender's next turn to play, one of the Penalties B and C."
     * II.5(f) first: the King's part of a castling begun with the Rook is no move out of turn.
     */
    static Heard<Code1897Part> moveInOpponentsTurn(Code1897Hearing c, Color offender, Move move) {
        return completesRookFirstCastling(c, offender, move).orElseGet(() -> changeInOpponentsTurn(c, offender, move.from(),
                Code1897Play.transferred(c.game().board(), move, c.game().turn()), move.uci()));
    }

    /**
     * A change of the men made by {@code offender} in his opponent's turn, whole or by hand once he
     * quits the man: a transfer from {@code from} that leaves the men as {@code now}. II.6(d) names two such
     * changes, a substitution "for his own preceding move" and a move "otherwise than in
     * substitution"; either way the opponent may require the annulment of all that was changed
     * in his turn, so successive changes are one change from the men as his turn found them.
     */
    private static Heard<Code1897Part> changeInOpponentsTurn(Code1897Hearing c, Color offender, Square from, Position now,
                                               String description) {
        OutOfTurnMove earlier = c.penalties().outOfTurn() != null && c.penalties().outOfTurn().mover() == offender ? c.penalties().outOfTurn() : null;
        Position before = earlier == null ? c.game().board() : earlier.before();
        BoardAndRecord game = c.game().standing(now);
        if (now.placement().equals(before.placement())) {
            return Code1897Part.heard(game, c.penalties().outOfTurnEnded());
        }
        OutOfTurnMove change = earlier == null
                ? new OutOfTurnMove(before, offender, from, now, description, c.seq)
                : earlier.then(now, description);
        String who = Code1897Hearing.name(offender);
        String other = Code1897Hearing.name(offender.opposite());
        String what = substituted(game, change).map(m -> "substituted " + m + " for his own preceding move "
                + game.history().record()).orElse("moved " + change.description());
        return Code1897Part.heard(game, c.penalties().movedOutOfTurn(change)).notice("II.6(d)", offender, who + " " + what + " in his opponent's turn; " + other
                + " may at once require its annulment, and, having required it, may exact one of Penalties B and C in "
                + who + "'s next turn.");
    }

    /**
     * The move, in the record of I.13, that the change out of turn substitutes for the offender's
     * preceding move, when the men stand as that move would have left them had it been made in the
     * first instance and it would then have been legal (II.6(e)'s exception).
     */
    private static Optional<String> substituted(BoardAndRecord game, OutOfTurnMove change) {
        return substitute(game, change).map(m -> Notation.san(game.history().start(), m));
    }

    private static Optional<Move> substitute(BoardAndRecord game, OutOfTurnMove change) {
        Turn last = game.history();
        if (last == null || last.mover() != change.mover() || last.move() == null) {
            return Optional.empty();
        }
        Position preceding = last.start();
        String now = change.after().placement();
        return preceding.legalMoves().stream()
                .filter(m -> !m.equals(last.move()) && preceding.play(m).placement().equals(now)).findFirst();
    }

    /**
     * The player on turn completes a move on the men as his opponent's change out of turn left
     * them, without having required its annulment. II.6(e) excepts from itself only an illegal move
     * made "in substituting, for a move already made, another move, which, had it been made in the
     * first instance, would have been legal": such a substitution stands, in place of the move it
     * replaced. Any other move in the opponent's turn is illegal, for I.11.E(a) lets a player move
     * only "in his own turn to play", and the exception would be needless were it not; so, the
     * opponent having completed a move after it, it "has remained uncorrected", and when it is
     * pointed out the position at the commencement of the turn in which it occurred (the
     * opponent's) is restored. Either way the opponent's turn has ended with his move; what is
     * returned leaves the reply to be judged and completed by the caller.
     */
    static Heard<Code1897Part> replyAfterChangeInOpponentsTurn(Code1897Hearing c, Color player) {
        OutOfTurnMove change = c.penalties().outOfTurn();
        Color offender = change.mover();
        Optional<Move> substitute = substitute(c.game(), change);
        Penalties penalties = c.penalties().outOfTurnEnded();
        BoardAndRecord game;
        Heard<Code1897Part> heard;
        if (substitute.isPresent()) {
            Turn replaced = c.game().history();
            String record = Notation.san(replaced.start(), substitute.get());
            game = c.game().substituted(offender, substitute.get(), change.seq(), pliesBefore(replaced));
            heard = Code1897Part.heard(penalties, game).notice("II.6(e)", offender, Code1897Hearing.name(offender) + " substituted " + record
                    + " for his preceding move in his opponent's turn, and its annulment was not required at once; had it"
                    + " been made in the first instance it would have been legal, so it stands in place of that move.");
        } else {
            IllegalChange illegalChange = IllegalChange.between(c.game().turnStart(), change.after(), offender,
                    change.description());
            game = c.game().illegalRecorded(offender, illegalChange, change.seq());
            heard = Code1897Part.heard(game, penalties.illegalMoveMade(
                    new IllegalMoveOnRecord(offender, game.atTurnStart(), illegalChange, change.seq(), false, "II.6(b)")))
                    .notice("II.6(e)", offender, Code1897Hearing.name(offender) + " moved " + change.description()
                    + " in his opponent's turn, which I.11.E(a) forbids, and its annulment was not required at once; "
                    + Code1897Hearing.name(player) + " has completed a move after it, so it has remained uncorrected. When it is"
                    + " pointed out, the position at the commencement of " + Code1897Hearing.name(player)
                    + "'s turn is restored, and no penalty may be exacted for it.");
        }
        return heard.then(game.turnStartsFrom(game.turn(), change.after().withSideToMove(player)));
    }

    /**
     * II.8(b)'s count of moves without a capture as it stood when {@code turn} commenced: a turn
     * captured when fewer men stood at the commencement of the next.
     */
    private static int pliesBefore(Turn turn) {
        int plies = 0;
        Position later = turn.start();
        for (Turn t = turn.previous(); t != null; t = t.previous()) {
            Position start = t.start();
            if (start.men().size() > later.men().size()) {
                return plies;
            }
            plies++;
            later = start;
        }
        return plies;
    }

    /** {@code require annul-move}: all the offender changed in the opponent's turn is taken back (II.6(d)). */
    static Heard<Code1897Part> annulMove(Code1897Hearing c, Color requirer) {
        if (c.penalties().outOfTurn() == null || c.penalties().outOfTurn().mover() == requirer || c.handling().hand().busy()) {
            return Code1897Part.NOTHING.rule("II.6(d)", requirer, "The requirement fails: " + Code1897Hearing.name(requirer.opposite())
                    + " has made no move in his opponent's turn.");
        }
        OutOfTurnMove change = c.penalties().outOfTurn();
        String what = substituted(c.game(), change).map(m -> "substitution of " + m + " for his preceding move")
                .orElse("move " + change.description());
        BoardAndRecord game = c.game().standing(change.before());
        Penalties penalties = c.penalties().requirementMade("II.6(d)");
        Color offender = change.mover();
        String annulled = "The " + what + " that " + Code1897Hearing.name(offender) + " made in his opponent's turn is annulled; ";
        String ruling;
        if (c.handling().touches().thisTurn()) {
            penalties = penalties.rightsLapsed(r -> r.law().equals("II.6(d)") && r.offender() == offender);
            ruling = annulled + Code1897Hearing.name(requirer)
                    + " touched a man in this turn before requiring it, so no penalty may be exacted.";
        } else {
            // The penalty is the opponent's only once he has required the annulment (II.6(d)).
            penalties = penalties.rightOpened(new PenaltyRight("II.6(d)", offender, EnumSet.of(B, C), true, false,
                    game.atTurnStart(), List.of(change.from()), c.seq));
            ruling = annulled + "one of Penalties B and C may be exacted in his next turn.";
        }
        return Code1897Part.heard(game, penalties).rule("II.6(d)", offender, ruling).then(penalties.outOfTurnEnded());
    }

    /**
     * II.5(f): "If a player, in castling, moves and quits his Rook before touching his King, his
     * opponent, before touching a man, may require that the move with the Rook be treated as a
     * complete move." Until he does, the King's move completes the castling.
     */
    private static Optional<Heard<Code1897Part>> completesRookFirstCastling(Code1897Hearing c, Color castler, Move kingMove) {
        Turn last = c.game().history();
        if (last == null || last.mover() != castler || c.handling().touches().thisTurn() || c.handling().hand().holding()) {
            return Optional.empty();
        }
        Position lastStart = last.start();
        for (Move castling : lastStart.legalMoves()) {
            if (lastStart.isCastling(castling) && castling.equals(kingMove)) {
                Position afterCastling = lastStart.play(castling);
                Position now = Code1897Play.transferred(c.game().board(), kingMove, c.game().turn());
                if (afterCastling.placement().equals(now.placement())) {
                    return Optional.of(Code1897Part.heard(c.game().castlingCompleted(castler, castling), c.handling().castledRookFirst())
                            .notice("II.5(f)", castler, Code1897Hearing.name(castler) + " castled with the Rook first; "
                                    + Code1897Hearing.name(castler.opposite())
                                    + ", before touching a man, may require that the move with the"
                                    + " Rook be treated as a complete move and the King replaced."));
                }
            }
        }
        return Optional.empty();
    }

    /** {@code require rook-move-complete} (II.5(f)): the King goes back to the King's square. */
    static Heard<Code1897Part> rookMoveComplete(Code1897Hearing c, Color requirer) {
        if (!c.handling().rookFirstCastling() || c.handling().touches().thisTurn()) {
            return Code1897Part.NOTHING.rule("II.5(f)", requirer,
                    "The requirement fails: no castling begun with the Rook stands to be treated so.");
        }
        Color castler = requirer.opposite();
        Square home = castler == Color.WHITE ? Square.E1 : Square.E8;
        Piece king = Piece.of(castler, PieceType.KING);
        Square kingNow = c.game().board().men().entrySet().stream().filter(e -> e.getValue() == king).map(java.util.Map.Entry::getKey)
                .findFirst().orElse(home);
        return Code1897Part.heard(c.game().turnStartsFrom(c.game().turn(), Code1897Play.transferred(c.game().board(), Move.of(kingNow, home),
                        c.game().turn())), c.handling().rookFirstCastlingClosed(), c.penalties().requirementMade("II.5(f)"))
                .rule("II.5(f)", castler, "The move with the Rook is treated as a complete move and " + Code1897Hearing.name(castler)
                + "'s King is replaced on " + home + ".");
    }
}

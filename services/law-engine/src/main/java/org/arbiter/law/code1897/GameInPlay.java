package org.arbiter.law.code1897;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import org.arbiter.chess.Color;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.Clocks;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Result;
import org.arbiter.law.sequence.Header;

/**
 * Everything the 1897 Code needs to know about a game at one instant. Every part is an
 * immutable value, so a state once returned never changes and the function
 * {@code (state, action) -> (state, rulings)} stays pure; a {@link Hearing} works out the next
 * state and builds a new one.
 *
 * <p>Parts that may be absent are null: {@code history} before the first completed turn,
 * {@code firstPlayer} before the first move, {@code outOfTurn}, {@code illegal},
 * {@code obligation}, {@code pendingRequirementLaw}, {@code adoption}, {@code drawOfferedBy},
 * {@code series} while there is none, and {@code termination} while the game goes on.
 *
 * @param board the men as the law sees them (a Pawn named as a piece counts as that piece); side to move is {@code turn}
 * @param turnStart the position at the commencement of the current turn to play (I.16(a))
 * @param atTurnStart the game at the commencement of the current turn, for Penalty A and II.6(e)
 * @param pliesWithoutCapture moves of both sides since the last capture (II.8(b))
 * @param offBoard men knocked off the board by accident, by the square they stood on
 * @param recordGap the first action after a gap in the record: turns that commenced before it cannot be ascertained
 * @param rookFirstCastling a castling made Rook first and then King, which the opponent may still undo (II.5(f))
 * @param namedPromotions Pawns named as pieces and not yet exchanged (II.4)
 * @param pendingRequirementLaw the law of a requirement just made, so that {@code refuse} knows what is refused
 * @param undone the moves taken off the record by restorations, in the order they were undone
 * @param silentOn the acts the Code has no law on that a notice has already said so of, so that it is said once a game
 */
record GameInPlay(Header header, Color rightfulFirstPlayer, Position board, Color turn, Position turnStart,
                  Turn history, Commencement atTurnStart, int pliesWithoutCapture, MovesMade movesMade,
                  Color firstPlayer, Touches touches, OutOfTurnMove outOfTurn, Map<Square, Piece> offBoard,
                  OptionalInt recordGap, boolean rookFirstCastling, Set<Square> namedPromotions, HandState handState,
                  IllegalMoveOnRecord illegal, List<PenaltyRight> rights, Obligation obligation,
                  String pendingRequirementLaw, List<OffenceOnRecord> offences, Adjournment adjournment,
                  Adoption adoption, Color drawOfferedBy, CommunicationSeries series, TimeRecord time, Result result,
                  String terminationLaw, List<MoveRecord.Entry> undone, Set<String> silentOn) implements GameState {

    GameInPlay {
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(rightfulFirstPlayer, "rightfulFirstPlayer");
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(turn, "turn");
        Objects.requireNonNull(turnStart, "turnStart");
        Objects.requireNonNull(atTurnStart, "atTurnStart");
        Objects.requireNonNull(movesMade, "movesMade");
        Objects.requireNonNull(touches, "touches");
        offBoard = Map.copyOf(offBoard);
        Objects.requireNonNull(recordGap, "recordGap");
        namedPromotions = namedPromotions.isEmpty() ? Set.of()
                : Collections.unmodifiableSet(EnumSet.copyOf(namedPromotions));
        Objects.requireNonNull(handState, "handState");
        rights = List.copyOf(rights);
        offences = List.copyOf(offences);
        Objects.requireNonNull(adjournment, "adjournment");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(result, "result");
        undone = List.copyOf(undone);
        silentOn = Set.copyOf(silentOn);
    }

    /** The game before the first action, from {@code start}, the first move being {@code rightfulFirst}'s. */
    static GameInPlay start(Header header, Position start, Color rightfulFirst) {
        Commencement commencement = new Commencement(start, start.sideToMove(), null, 0, MovesMade.NONE, Set.of());
        return new GameInPlay(header, rightfulFirst, start, start.sideToMove(), start, null, commencement, 0,
                MovesMade.NONE, null, Touches.NONE, null, Map.of(), OptionalInt.empty(), false, Set.of(),
                HandState.FREE, null, List.of(), null, null, List.of(), Adjournment.NONE, null, null, null,
                TimeRecord.START, Result.IN_PLAY, null, List.of(), Set.of());
    }

    @Override
    public Optional<String> termination() {
        return Optional.ofNullable(terminationLaw);
    }

    @Override
    public String position() {
        return board.placement() + (turn == Color.WHITE ? " w" : " b");
    }

    @Override
    public String fen() {
        return board.withSideToMove(turn).fen();
    }

    @Override
    public MoveRecord record() {
        List<MoveRecord.Entry> standing = new ArrayList<>(Turn.length(history));
        for (Turn t = history; t != null; t = t.previous()) {
            standing.add(t.entry());
        }
        Collections.reverse(standing);
        return new MoveRecord(standing, undone, pending());
    }

    /** Read once per action by the service, so only the newest turn is written out (the whole record grows with the game). */
    @Override
    public Optional<MoveRecord.Entry> lastMove() {
        return history == null ? Optional.empty() : Optional.of(history.entry());
    }

    @Override
    public Optional<MoveRecord.Entry> lastMade() {
        Optional<MoveRecord.Entry> pending = pending();
        return pending.isPresent() ? pending : lastMove();
    }

    /** An illegal move made in a turn that has not ended with it (II.6(b)): shown on a board, not yet on the record. */
    private Optional<MoveRecord.Entry> pending() {
        return illegal == null || illegal.opponentCompletedMove() ? Optional.empty()
                : Optional.of(new MoveRecord.Entry(illegal.seq(), illegal.offender(),
                        illegal.atTurnStart().position().fullmoveNumber(), null, illegal.change().from(),
                        illegal.change().to(), illegal.change().man()));
    }

    @Override
    public Clocks clocks() {
        // The Code's clocks count the time used by the player whose turn it is (II.10.A(b)), from the first stamp; none counts down.
        return new Clocks(Duration.ofMillis(time.whiteMillis()), Duration.ofMillis(time.blackMillis()),
                time.stamped() ? Optional.of(Duration.ofMillis(time.lastAtMillis())) : Optional.empty(),
                result.ended() || !time.stamped() ? Optional.empty() : Optional.of(turn), Optional.empty(), Optional.empty());
    }

    @Override
    public Map<String, String> touched() {
        Map<String, String> out = new TreeMap<>();
        touches.outOfTurn().forEach(s -> out.put(s.algebraic(), turn.opposite().label()));
        touches.byMover().forEach(s -> out.put(s.algebraic(), turn.label()));
        return out;
    }

    @Override
    public Optional<Hand> hand() {
        if (handState.holding()) {
            return Optional.of(new Hand(String.valueOf(handState.held().fenChar()), name(handState.liftedFrom()),
                    null));
        }
        if (handState.resting() && handState.placedOn() != null) {
            String man = board.pieceAt(handState.placedOn()).map(p -> String.valueOf(p.fenChar())).orElse("");
            return Optional.of(new Hand(man, name(handState.liftedFrom()), handState.placedOn().algebraic()));
        }
        return Optional.empty();
    }

    private static String name(Square square) {
        return square == null ? null : square.algebraic();
    }
}

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
 * Everything the 1897 Code needs to know about a game at one instant, in a few immutable parts,
 * one for each concern, each changed only by the laws that own it: {@link BoardAndRecord} (the
 * moves and the restorations), {@link Handling} (the hands and the touches, I.14, II.3, II.5),
 * {@link Penalties} (II.6, II.9, II.11), {@link Sittings} (II.7, II.8(a), Part III) and
 * {@link TimeRecord} (II.10). A state once returned never changes, so the function
 * {@code (state, action) -> (state, rulings)} stays pure; a {@link Code1897Hearing} works out the
 * next state and builds a new one. {@code terminationLaw} is null while the game goes on;
 * {@code silentOn} holds the acts the Code has no law on that a notice has already said so of, so
 * that it is said once a game.
 */
record GameInPlay(Header header, Color rightfulFirstPlayer, BoardAndRecord game, Handling handling,
                  Penalties penalties, Sittings sittings, TimeRecord time, Result result, String terminationLaw,
                  Set<String> silentOn)
        implements GameState {

    GameInPlay {
        Objects.requireNonNull(header, "header");
        Objects.requireNonNull(rightfulFirstPlayer, "rightfulFirstPlayer");
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(handling, "handling");
        Objects.requireNonNull(penalties, "penalties");
        Objects.requireNonNull(sittings, "sittings");
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(result, "result");
        silentOn = Set.copyOf(silentOn);
    }

    /** The game before the first action, from {@code start}, the first move being {@code rightfulFirst}'s. */
    static GameInPlay start(Header header, Position start, Color rightfulFirst) {
        return new GameInPlay(header, rightfulFirst, BoardAndRecord.start(start), Handling.START, Penalties.NONE,
                Sittings.NONE, TimeRecord.START, Result.IN_PLAY, null, Set.of());
    }

    Position board() {
        return game.board();
    }

    Color turn() {
        return game.turn();
    }

    @Override
    public Optional<String> termination() {
        return Optional.ofNullable(terminationLaw);
    }

    @Override
    public String position() {
        return game.board().placement() + (game.turn() == Color.WHITE ? " w" : " b");
    }

    @Override
    public String fen() {
        // The side to move is set only where the turn and the men disagree, so a right to take in passing is kept.
        Position board = game.board();
        return (board.sideToMove() == game.turn() ? board : board.withSideToMove(game.turn())).fen();
    }

    @Override
    public MoveRecord record() {
        List<MoveRecord.Entry> standing = new ArrayList<>(Turn.length(game.history()));
        for (Turn t = game.history(); t != null; t = t.previous()) {
            standing.add(t.entry());
        }
        Collections.reverse(standing);
        return new MoveRecord(standing, game.undone(), pending());
    }

    /** Read once per action by the service, so only the newest turn is written out (the whole record grows with the game). */
    @Override
    public Optional<MoveRecord.Entry> lastMove() {
        return game.history() == null ? Optional.empty() : Optional.of(game.history().entry());
    }

    @Override
    public Optional<MoveRecord.Entry> lastMade() {
        Optional<MoveRecord.Entry> pending = pending();
        return pending.isPresent() ? pending : lastMove();
    }

    /** An illegal move made in a turn that has not ended with it (II.6(b)): shown on a board, not yet on the record. */
    private Optional<MoveRecord.Entry> pending() {
        IllegalMoveOnRecord illegal = penalties.illegal();
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
                result.ended() || !time.stamped() ? Optional.empty() : Optional.of(game.turn()), Optional.empty(),
                Optional.empty());
    }

    @Override
    public Map<String, String> touched() {
        Map<String, String> out = new TreeMap<>();
        handling.touches().outOfTurn().forEach(s -> out.put(s.algebraic(), game.turn().opposite().label()));
        handling.touches().byMover().forEach(s -> out.put(s.algebraic(), game.turn().label()));
        return out;
    }

    @Override
    public Optional<Hand> hand() {
        HandState handState = handling.hand();
        if (handState.holding()) {
            return Optional.of(new Hand(String.valueOf(handState.held().fenChar()), name(handState.liftedFrom()),
                    null));
        }
        if (handState.resting() && handState.placedOn() != null) {
            String man = game.board().pieceAt(handState.placedOn()).map(p -> String.valueOf(p.fenChar())).orElse("");
            return Optional.of(new Hand(man, name(handState.liftedFrom()), handState.placedOn().algebraic()));
        }
        return Optional.empty();
    }

    private static String name(Square square) {
        return square == null ? null : square.algebraic();
    }
}

package org.arbiter.law.layered;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.chess.notation.Notation;
import org.arbiter.chess.notation.Reading;
import org.arbiter.law.GameState;
import org.arbiter.law.MoveRecord;
import org.arbiter.law.Result;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Ruling;
import org.arbiter.law.StartPosition;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.sequence.SequenceError;

/**
 * The game of chess with no laws at all, beneath a code that has no supplement: moves change the
 * board, checkmate and stalemate end the game as the game itself has it, and every other act is
 * recorded and decides nothing. A transfer that is no legal move leaves the men where the hand
 * put them, since no law takes it back. The hand at the board makes moves as a whole {@code move}
 * does ({@link PlainHands}), and a resignation or a draw agreed ends the game as the players make it.
 */
final class PlainChess implements Rulebook {
    static final String CHECKMATE = "checkmate";
    static final String STALEMATE = "stalemate";
    static final String RESIGNATION = "resignation";
    static final String AGREEMENT = "agreement";

    private final String code;

    PlainChess(String code) {
        this.code = code;
    }

    /**
     * The board, the moves made on it, and the end the game itself reached; the man in the hand
     * ({@code held}, null while none is), a castling's Rook still to be carried ({@code rook}),
     * the player whose draw offer stands ({@code offer}) and a Chess960 King set beside the board while
     * his Rook is moved ({@code aside}, {@link KingAside}), each null while there is none.
     */
    record Board(Position board, List<MoveRecord.Entry> moves, Result result, String endedBy,
                 PlainHands.Held held, CastlingRook rook, Color offer, KingAside aside) implements GameState {
        Board {
            moves = List.copyOf(moves);
        }

        Board(Position board, List<MoveRecord.Entry> moves, Result result, String endedBy) {
            this(board, moves, result, endedBy, null, null, null, null);
        }

        Board withHand(PlainHands.Held h, CastlingRook r) {
            return new Board(board, moves, result, endedBy, h, r, offer, aside);
        }

        /** The board with the King {@code a} set beside it (null: none is). */
        Board withAside(KingAside a) {
            return new Board(board, moves, result, endedBy, held, rook, offer, a);
        }

        @Override
        public Optional<String> termination() {
            return Optional.ofNullable(endedBy);
        }

        @Override
        public String position() {
            return board.placementAndSide();
        }

        @Override
        public String fen() {
            return board.fen();
        }

        @Override
        public MoveRecord record() {
            return new MoveRecord(moves, List.of());
        }

        /** The man in the hand as the table shows it: a castling's Rook is still on its square there. */
        @Override
        public Optional<Hand> hand() {
            if (held == null || held.letGo()) {
                return Optional.empty();
            }
            Piece man = rook != null && rook.liftedBy(held.player(), held.from()) ? Piece.of(rook.player(), PieceType.ROOK)
                    : board.pieceAt(held.from()).orElse(null);
            return man == null ? Optional.empty() : Optional.of(new Hand(String.valueOf(man.fenChar()),
                    held.from().algebraic(), held.on() == null ? null : held.on().algebraic()));
        }
    }

    @Override
    public String code() {
        return code;
    }

    @Override
    public GameState start(Header header) {
        refuse(header.odds().isPresent(), "odds", "odds");
        refuse(header.timeLimit().isPresent(), "timeLimit", "a time limit");
        refuse(header.mode() != Header.Mode.OVER_THE_BOARD, "mode", "games by communication");
        refuse(header.replyWithin().isPresent(), "replyWithin", "games by communication");
        return new Board(StartPosition.of(header), List.of(), Result.IN_PLAY, null);
    }

    /** A header field no law of the code applies is an error, never passed over in silence. */
    private void refuse(boolean given, String field, String matter) {
        if (given) {
            throw new SequenceError(1, field, "'" + code + "' has no law on " + matter
                    + "; name a supplement that has one (\"supplement\": \"chess-code-1897\")");
        }
    }

    @Override
    public Step apply(GameState state, Action action, int seq) {
        Board board = (Board) state;
        if (board.result().ended()) {
            return silent(board, action, seq, "the game had already ended (" + board.result() + " by "
                    + board.endedBy() + "); this act changes nothing");
        }
        Optional<Step> hand = PlainHands.hear(this, board, action, seq);
        if (hand.isPresent()) {
            return hand.get();
        }
        Optional<Step> end = ended(board, action, seq);
        if (end.isPresent()) {
            return end.get();
        }
        return switch (action.kind()) {
            case MOVE_MADE -> rookCarried(board, (Action.MoveMade) action) ? new Step(board.withHand(null, null), List.of(), List.of())
                    : move(board.withHand(null, null), (Action.MoveMade) action, action, seq);
            case TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE, CLAIM, EXACT, WAIVE, REQUIRE, REFUSE,
                 OFFENCE, OFFER_DRAW, ACCEPT_DRAW, RESIGN, SEAL, ADJOURN, RESUME, COMMUNICATE, ADOPT, CLOSE_OF_PLAY,
                 CORRECT_TIME, PRESS, CLOCK_SHOWS, FLAG, ANNOUNCE, CALL, REFER, DECIDE, HUFF, COMPEL, DRAUGHTS_OFFENCE,
                 APPEAL, DECIDE_APPEAL -> silent(board, action, seq, "'" + code + "' has no law on '" + action.act()
                    + "': it is recorded and decides nothing");
        };
    }

    /** The Rook of a castling made King first, carried by a whole move of its squares as a board writes it when it saw only the result. */
    private static boolean rookCarried(Board board, Action.MoveMade m) {
        CastlingRook rook = board.rook();
        return rook != null && m.notation().isEmpty() && m.from().isPresent() && rook.liftedBy(m.by().color().orElse(null), m.from().get())
                && m.to().orElse(null) == rook.to();
    }

    /** A resignation, or a draw offered and accepted: the game ends as the players end it, no law being needed. */
    private static Optional<Step> ended(Board board, Action action, int seq) {
        Color player = action.by().color().orElse(null);
        if (player == null) {
            return Optional.empty();
        }
        return switch (action.kind()) {
            case RESIGN -> resigned(board, action, seq, player);
            case OFFER_DRAW -> Optional.of(new Step(new Board(board.board(), board.moves(), board.result(), null, board.held(),
                    board.rook(), player, board.aside()), List.of(), List.of()));
            case ACCEPT_DRAW -> board.offer() == player.opposite() ? agreed(board, action, seq, player) : Optional.empty();
            case MOVE_MADE, TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE, CLAIM, EXACT, WAIVE, REQUIRE,
                 REFUSE, OFFENCE, SEAL, ADJOURN, RESUME, COMMUNICATE, ADOPT, CLOSE_OF_PLAY, CORRECT_TIME, PRESS,
                 CLOCK_SHOWS, FLAG, ANNOUNCE, CALL, REFER, DECIDE, HUFF, COMPEL, DRAUGHTS_OFFENCE, APPEAL,
                 DECIDE_APPEAL -> Optional.empty();
        };
    }

    private static Optional<Step> resigned(Board board, Action action, int seq, Color player) {
        Board next = new Board(board.board(), board.moves(), Result.winFor(player.opposite()), RESIGNATION);
        return Optional.of(new Step(next, List.of(new Ruling(seq, RESIGNATION, Session.name(player)
                + " resigns: the game is won by " + Session.name(player.opposite()) + ".", next.position(), action.by(),
                Optional.of(player))), List.of()));
    }

    private static Optional<Step> agreed(Board board, Action action, int seq, Color player) {
        Board next = new Board(board.board(), board.moves(), Result.DRAWN, AGREEMENT);
        return Optional.of(new Step(next, List.of(new Ruling(seq, AGREEMENT, Session.name(player)
                + " accepts the draw offered: the game is drawn.", next.position(), action.by(), Optional.empty())),
                List.of()));
    }

    /** A whole move, or the one a hand made: played when legal, else the men stand where they were put. */
    Step move(Board board, Action.MoveMade m, Action action, int seq) {
        Position p = board.board();
        if (action.by().color().orElse(null) != p.sideToMove()) {
            return outOfTurn(board, m, action, seq);
        }
        Optional<Move> legal = legal(p, m);
        if (legal.isPresent()) {
            return played(board, legal.get(), seq, action);
        }
        Board next = transferred(board, m, seq);
        return new Step(next, List.of(), List.of(Ruling.silent(seq, "'" + code + "' has no law on an illegal move:"
                + " it is recorded and the men stand where they were put.", next.position(), action.by())));
    }

    /**
     * A man moved by the player not on turn (the King of a castling made Rook first, say): the code
     * has no law on it, but the men stand where the hand left them, so that the picture of the board
     * follows the board; the same player is still to move. A move named only by notation names no
     * man out of turn, and leaves the men unchanged.
     */
    private Step outOfTurn(Board board, Action.MoveMade m, Action action, int seq) {
        Position p = board.board();
        String why = "it was not " + action.by().label() + "'s turn to play; '" + code + "' has no law on it: recorded";
        Optional<Piece> man = m.from().flatMap(p::pieceAt);
        Optional<Piece> there = m.to().flatMap(p::pieceAt);
        if (man.isEmpty() || m.to().isEmpty() || there.filter(t -> t.type() == PieceType.KING
                || t.color() == man.get().color()).isPresent()) {
            return silent(board, action, seq, why + ", the men unchanged");
        }
        Position after = Boards.transfer(p, m.from().get(), m.to().get(), m.promote()
                .map(t -> Piece.of(man.get().color(), t)).orElse(man.get()))
                .withSideToMove(p.sideToMove()).withCounters(p.halfmoveClock(), p.fullmoveNumber());
        return silent(new Board(after, board.moves(), Result.IN_PLAY, null), action, seq,
                why + ", and the men stand where they were put");
    }

    /** A move the code above lets stand though it leaves the King attacked: the men stand where they were put, with no notice. */
    @Override
    public Step applyExcused(GameState state, Action.MoveMade move, int seq) {
        Board board = (Board) state;
        if (board.result().ended() || move.from().isEmpty() || move.by().color().orElse(null) != board.board().sideToMove()) {
            return apply(state, move, seq);
        }
        return new Step(transferred(board, move, seq), List.of(), List.of());
    }

    /** The men after a transfer that is no legal move, recorded without notation. */
    private static Board transferred(Board board, Action.MoveMade m, int seq) {
        Position p = board.board();
        Square from = m.from().orElseThrow(() -> new IllegalStateException("a notation names a legal move"));
        Square to = m.to().orElseThrow();
        Piece man = p.pieceAt(from).orElseThrow(() -> new org.arbiter.law.ActionRejected(
                "there is no man on " + from + " to move"));
        Position after = Boards.transfer(p, from, to, m.promote().map(t -> Piece.of(man.color(), t)).orElse(man));
        List<MoveRecord.Entry> moves = new ArrayList<>(board.moves());
        moves.add(new MoveRecord.Entry(seq, p.sideToMove(), p.fullmoveNumber(), null, from.algebraic(),
                to.algebraic(), String.valueOf(man.fenChar())));
        return new Board(after, moves, Result.IN_PLAY, null);
    }

    /** The legal move a {@code move} act names, if any; a notation that names none is refused. */
    private static Optional<Move> legal(Position p, Action.MoveMade m) {
        if (m.notation().isPresent()) {
            Reading reading = Notation.read(p, m.notation().get());
            if (reading instanceof Reading.Exact exact) {
                return Optional.of(exact.move());
            }
            throw new org.arbiter.law.ActionRejected("'" + m.notation().get() + "' names no single legal move here"
                    + (reading instanceof Reading.NoLegalMove no ? ": " + no.reason() : ""));
        }
        return p.movedByHand(m.from().orElseThrow(), m.to().orElseThrow(), m.promote());
    }

    private static Step played(Board board, Move move, int seq, Action action) {
        Position p = board.board();
        Position after = p.play(move);
        CastlingRook rook = CastlingRook.after(p, move).orElse(null);
        Color offer = board.offer() == p.sideToMove() ? board.offer() : null;
        List<MoveRecord.Entry> moves = new ArrayList<>(board.moves());
        moves.add(new MoveRecord.Entry(seq, p.sideToMove(), p.fullmoveNumber(), Notation.san(p, move),
                move.from().algebraic(), move.to().algebraic(),
                String.valueOf(p.pieceAt(move.from()).orElseThrow().fenChar())));
        if (after.isCheckmate()) {
            Board next = new Board(after, moves, Result.winFor(p.sideToMove()), CHECKMATE);
            return new Step(next, List.of(new Ruling(seq, CHECKMATE, "Checkmate: the game is won by "
                    + p.sideToMove().label() + ".", next.position(), action.by(),
                    Optional.of(p.sideToMove().opposite()))), List.of());
        }
        if (after.isStalemate()) {
            Board next = new Board(after, moves, Result.DRAWN, STALEMATE);
            return new Step(next, List.of(new Ruling(seq, STALEMATE, "Stalemate: the player to move has no legal"
                    + " move, and the game cannot go on.", next.position(), action.by(), Optional.empty())), List.of());
        }
        return new Step(new Board(after, moves, Result.IN_PLAY, null, null, rook, offer, null), List.of(), List.of());
    }

    static Step silent(Board board, Action action, int seq, String why) {
        return new Step(board, List.of(), List.of(Ruling.silent(seq, Character.toUpperCase(why.charAt(0))
                + why.substring(1) + ".", board.position(), action.by())));
    }

    @Override
    public String lawText(String citation) {
        return "";
    }
}

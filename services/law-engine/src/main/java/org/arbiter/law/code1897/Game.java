package org.arbiter.law.code1897;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.arbiter.chess.Color;
import org.arbiter.chess.Move;
import org.arbiter.chess.Piece;
import org.arbiter.chess.Position;
import org.arbiter.chess.Square;
import org.arbiter.law.GameState;
import org.arbiter.law.sequence.Header;

/**
 * Everything the 1897 Code needs to know about a game at one instant. The rulebook copies the
 * state before changing it ({@link #copy()}), so a state once returned never changes: the
 * function {@code (state, action) -> (state, rulings)} stays pure.
 */
final class Game implements GameState {
    final Header header;
    /** The men as the law sees them (a Pawn named as a piece counts as that piece); side to move is {@link #turn}. */
    Position board;
    Color turn;
    /** The position at the commencement of the current turn to play (I.16(a)). */
    Position turnStart;
    Turn history;
    /** This game as it stood at the commencement of the current turn, for Penalty A and II.6(e). */
    Game atTurnStart;
    int pliesWithoutCapture;
    int[] movesMade = new int[2];
    Color rightfulFirstPlayer;
    Color firstPlayer;

    /** Men touched by the player on turn in this turn (II.5), and by the other player in it (II.5(e)). */
    EnumSet<Square> touchedByMover = EnumSet.noneOf(Square.class);
    EnumSet<Square> touchedOutOfTurn = EnumSet.noneOf(Square.class);
    /** Whether the player on turn has touched a man in this turn (claims under II.8 must come first). */
    boolean touchedThisTurn;
    /** A move made in the opponent's turn (II.6(d)) and the men as they stood before it. */
    Position beforeOutOfTurnMove;
    Color outOfTurnMover;
    Square outOfTurnFrom;
    /** Men knocked off the board by accident, by the square they stood on. */
    java.util.Map<Square, Piece> offBoard = java.util.Map.of();
    /** Whether the record before some point is lost (a resumption from a position never recorded). */
    boolean gapInRecord;
    /** The first action after the gap; turns that commenced before it cannot be ascertained. */
    int gapSeq;
    /** A castling made Rook first and then King, which the opponent may still undo (II.5(f)). */
    boolean rookFirstCastling;
    /** Men accidentally displaced, whose replacement is no touch (II.5, bracketed). */
    EnumSet<Square> displaced = EnumSet.noneOf(Square.class);
    /** Pawns named as pieces and not yet exchanged (II.4). */
    EnumSet<Square> namedPromotions = EnumSet.noneOf(Square.class);

    /** A man held in the hand: what it is and where it was lifted from. */
    Piece inHand;
    Square liftedFrom;
    /** Where the held man was put down with the hand still on it. */
    Square placedOn;
    boolean handOnMan;

    /** An illegal move not yet corrected (II.6). */
    IllegalMoveOnRecord illegal;
    List<PenaltyRight> rights = List.of();
    Obligation obligation;
    /** A requirement just made, so that {@code refuse} knows what is refused. */
    String pendingRequirementLaw;
    List<OffenceOnRecord> offences = List.of();

    boolean adjourned;
    Position beforeAdjournment;
    Color sealer;
    String sealedRecord;
    List<Move> adoptable = List.of();
    Color adopter;
    String adoptLaw;

    Color drawOfferedBy;
    /** III.5: the rest of a communicated series (assumed reply, own move, ...) and whose it is. */
    List<String> pendingSeries = List.of();
    Color seriesSide;

    long[] clockMillis = new long[2];
    long lastAtMillis;
    int[] hoursChecked = new int[2];

    String result = "*";
    String termination;

    Game(Header header, Position start, Color rightfulFirst) {
        this.header = header;
        this.board = start;
        this.turn = start.sideToMove();
        this.turnStart = start;
        this.rightfulFirstPlayer = rightfulFirst;
        this.atTurnStart = this;
    }

    private Game(Game g) {
        header = g.header;
        board = g.board;
        turn = g.turn;
        turnStart = g.turnStart;
        history = g.history;
        atTurnStart = g.atTurnStart;
        pliesWithoutCapture = g.pliesWithoutCapture;
        movesMade = g.movesMade.clone();
        rightfulFirstPlayer = g.rightfulFirstPlayer;
        firstPlayer = g.firstPlayer;
        touchedByMover = EnumSet.copyOf(g.touchedByMover);
        touchedOutOfTurn = EnumSet.copyOf(g.touchedOutOfTurn);
        touchedThisTurn = g.touchedThisTurn;
        beforeOutOfTurnMove = g.beforeOutOfTurnMove;
        outOfTurnMover = g.outOfTurnMover;
        outOfTurnFrom = g.outOfTurnFrom;
        offBoard = g.offBoard;
        gapInRecord = g.gapInRecord;
        gapSeq = g.gapSeq;
        rookFirstCastling = g.rookFirstCastling;
        displaced = EnumSet.copyOf(g.displaced);
        namedPromotions = EnumSet.copyOf(g.namedPromotions);
        inHand = g.inHand;
        liftedFrom = g.liftedFrom;
        placedOn = g.placedOn;
        handOnMan = g.handOnMan;
        illegal = g.illegal;
        rights = g.rights;
        obligation = g.obligation;
        pendingRequirementLaw = g.pendingRequirementLaw;
        offences = g.offences;
        adjourned = g.adjourned;
        beforeAdjournment = g.beforeAdjournment;
        sealer = g.sealer;
        sealedRecord = g.sealedRecord;
        adoptable = g.adoptable;
        adopter = g.adopter;
        adoptLaw = g.adoptLaw;
        drawOfferedBy = g.drawOfferedBy;
        pendingSeries = g.pendingSeries;
        seriesSide = g.seriesSide;
        clockMillis = g.clockMillis.clone();
        lastAtMillis = g.lastAtMillis;
        hoursChecked = g.hoursChecked.clone();
        result = g.result;
        termination = g.termination;
    }

    Game copy() {
        return new Game(this);
    }

    /**
     * Puts the men, the turn and the record back as they stood in {@code snapshot}, a state from
     * the commencement of an earlier turn; clocks, offences and the result are not rewound.
     */
    void restoreTurnStart(Game snapshot) {
        board = snapshot.board;
        turn = snapshot.turn;
        turnStart = snapshot.turnStart;
        history = snapshot.history;
        atTurnStart = snapshot;
        touchedThisTurn = false;
        pliesWithoutCapture = snapshot.pliesWithoutCapture;
        movesMade = snapshot.movesMade.clone();
        namedPromotions = EnumSet.copyOf(snapshot.namedPromotions);
        touchedByMover = EnumSet.noneOf(Square.class);
        touchedOutOfTurn = EnumSet.noneOf(Square.class);
        displaced = EnumSet.noneOf(Square.class);
        inHand = null;
        liftedFrom = null;
        placedOn = null;
        handOnMan = false;
        illegal = null;
        obligation = null;
    }

    boolean finished() {
        return !"*".equals(result);
    }

    void finish(String result, String law) {
        this.result = result;
        this.termination = law;
    }

    static String winFor(Color winner) {
        return winner == Color.WHITE ? "1-0" : "0-1";
    }

    int moves(Color color) {
        return movesMade[color.ordinal()];
    }

    boolean holding() {
        return inHand != null;
    }

    void addRight(PenaltyRight right) {
        List<PenaltyRight> next = new ArrayList<>(rights);
        next.add(right);
        rights = List.copyOf(next);
    }

    void replaceRight(PenaltyRight old, PenaltyRight updated) {
        List<PenaltyRight> next = new ArrayList<>(rights);
        int i = next.indexOf(old);
        if (updated.penalties().isEmpty()) {
            next.remove(i);
        } else {
            next.set(i, updated);
        }
        rights = List.copyOf(next);
    }

    void addOffence(OffenceOnRecord offence) {
        List<OffenceOnRecord> next = new ArrayList<>(offences);
        next.add(offence);
        offences = List.copyOf(next);
    }

    Optional<PenaltyRight> openRightAgainst(Color offender) {
        for (int i = rights.size() - 1; i >= 0; i--) {
            if (rights.get(i).offender() == offender) {
                return Optional.of(rights.get(i));
            }
        }
        return Optional.empty();
    }

    @Override
    public String result() {
        return result;
    }

    @Override
    public Optional<String> termination() {
        return Optional.ofNullable(termination);
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
    public Map<String, String> touched() {
        Map<String, String> out = new TreeMap<>();
        touchedOutOfTurn.forEach(s -> out.put(s.algebraic(), turn.opposite().label()));
        touchedByMover.forEach(s -> out.put(s.algebraic(), turn.label()));
        return out;
    }

    @Override
    public Optional<Hand> hand() {
        if (inHand != null) {
            return Optional.of(new Hand(String.valueOf(inHand.fenChar()), name(liftedFrom), null));
        }
        if (handOnMan && placedOn != null) {
            String man = board.pieceAt(placedOn).map(p -> String.valueOf(p.fenChar())).orElse("");
            return Optional.of(new Hand(man, name(liftedFrom), placedOn.algebraic()));
        }
        return Optional.empty();
    }

    private static String name(Square square) {
        return square == null ? null : square.algebraic();
    }

    /** The man in hand, if any, for displays: piece and the square it was lifted from. */
    Optional<String> manInHand() {
        return inHand == null ? Optional.empty()
                : Optional.of(inHand.color().label() + " " + inHand.type().codeName() + " from " + liftedFrom);
    }
}

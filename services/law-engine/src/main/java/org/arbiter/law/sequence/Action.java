package org.arbiter.law.sequence;

import java.util.List;
import java.util.Optional;
import org.arbiter.chess.Color;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;
import org.arbiter.law.Result;

/** One physical act at the board, or a word spoken to the arbiter, as the spec's table lists them. */
public sealed interface Action {
    Stamp stamp();

    default Actor by() {
        return stamp().by();
    }

    /** The spec's {@code act} value. */
    String act();

    /**
     * Which act this is, told by one exhaustive switch: a new act does not compile until it is
     * named here, and then not where a switch over the kinds (none has a {@code default}) has
     * not decided it. Outside the codes' own switches over the acts, a reader asks an act's kind
     * here, never with {@code instanceof} (ADR 0028).
     */
    default Kind kind() {
        return switch (this) {
            case MoveMade x -> Kind.MOVE_MADE;
            case Touch x -> Kind.TOUCH;
            case Adjust x -> Kind.ADJUST;
            case Lift x -> Kind.LIFT;
            case Place x -> Kind.PLACE;
            case Release x -> Kind.RELEASE;
            case Remove x -> Kind.REMOVE;
            case Promote x -> Kind.PROMOTE;
            case Displace x -> Kind.DISPLACE;
            case Claim x -> Kind.CLAIM;
            case Exact x -> Kind.EXACT;
            case Waive x -> Kind.WAIVE;
            case Require x -> Kind.REQUIRE;
            case Refuse x -> Kind.REFUSE;
            case Offence x -> Kind.OFFENCE;
            case OfferDraw x -> Kind.OFFER_DRAW;
            case AcceptDraw x -> Kind.ACCEPT_DRAW;
            case Resign x -> Kind.RESIGN;
            case Seal x -> Kind.SEAL;
            case Adjourn x -> Kind.ADJOURN;
            case Resume x -> Kind.RESUME;
            case Communicate x -> Kind.COMMUNICATE;
            case Adopt x -> Kind.ADOPT;
            case CloseOfPlay x -> Kind.CLOSE_OF_PLAY;
            case CorrectTime x -> Kind.CORRECT_TIME;
            case Press x -> Kind.PRESS;
            case ClockShows x -> Kind.CLOCK_SHOWS;
            case Flag x -> Kind.FLAG;
            case Announce x -> Kind.ANNOUNCE;
            case Call x -> Kind.CALL;
            case Refer x -> Kind.REFER;
            case Decide x -> Kind.DECIDE;
            case Huff x -> Kind.HUFF;
            case Compel x -> Kind.COMPEL;
            case DraughtsOffence x -> Kind.DRAUGHTS_OFFENCE;
            case Appeal x -> Kind.APPEAL;
            case DecideAppeal x -> Kind.DECIDE_APPEAL;
        };
    }

    /** The acts, one to each record, in the spec's order. */
    enum Kind {
        MOVE_MADE, TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE, CLAIM, EXACT, WAIVE, REQUIRE,
        REFUSE, OFFENCE, OFFER_DRAW, ACCEPT_DRAW, RESIGN, SEAL, ADJOURN, RESUME, COMMUNICATE, ADOPT, CLOSE_OF_PLAY,
        CORRECT_TIME, PRESS, CLOCK_SHOWS, FLAG, ANNOUNCE, CALL, REFER, DECIDE, HUFF, COMPEL, DRAUGHTS_OFFENCE,
        APPEAL, DECIDE_APPEAL
    }

    /** One whole move: notation, or {@code from}/{@code to} squares (which may express an illegal transfer). */
    record MoveMade(Stamp stamp, Optional<String> notation, Optional<Square> from, Optional<Square> to,
                    Optional<PieceType> promote) implements Action {
        public String act() { return "move"; }
    }

    record Touch(Stamp stamp, Square square, boolean accidental) implements Action {
        public String act() { return "touch"; }
    }

    record Adjust(Stamp stamp, Square square) implements Action {
        public String act() { return "adjust"; }
    }

    record Lift(Stamp stamp, Square square) implements Action {
        public String act() { return "lift"; }
    }

    record Place(Stamp stamp, Square square) implements Action {
        public String act() { return "place"; }
    }

    record Release(Stamp stamp) implements Action {
        public String act() { return "release"; }
    }

    record Remove(Stamp stamp, Square square) implements Action {
        public String act() { return "remove"; }
    }

    record Promote(Stamp stamp, PieceType piece, boolean named) implements Action {
        public String act() { return "promote"; }
    }

    record Displace(Stamp stamp, Square square, Optional<Square> to) implements Action {
        public String act() { return "displace"; }
    }

    /**
     * A claim; {@code move} is the move the claimant has written and declares he will make, which
     * version 2 allows on {@code draw-repetition} and {@code draw-fifty-moves} (FIDE 9.2.1.1, 9.3.1).
     */
    record Claim(Stamp stamp, ClaimKind claim, Optional<OffenceKind> offence, Optional<AnnulmentGround> ground,
                 Optional<String> move)
            implements Action {
        public Claim(Stamp stamp, ClaimKind claim, Optional<OffenceKind> offence, Optional<AnnulmentGround> ground) {
            this(stamp, claim, offence, ground, Optional.empty());
        }

        public String act() { return "claim"; }
    }

    record Exact(Stamp stamp, Penalty penalty, List<Square> squares, Optional<Square> select) implements Action {
        public String act() { return "exact"; }
    }

    record Waive(Stamp stamp) implements Action {
        public String act() { return "waive"; }
    }

    record Require(Stamp stamp, Requirement requirement) implements Action {
        public String act() { return "require"; }
    }

    record Refuse(Stamp stamp) implements Action {
        public String act() { return "refuse"; }
    }

    record Offence(Stamp stamp, OffenceKind offence, Optional<Color> knownTo) implements Action {
        public String act() { return "offence"; }
    }

    record OfferDraw(Stamp stamp) implements Action {
        public String act() { return "offer-draw"; }
    }

    record AcceptDraw(Stamp stamp) implements Action {
        public String act() { return "accept-draw"; }
    }

    record Resign(Stamp stamp) implements Action {
        public String act() { return "resign"; }
    }

    record Seal(Stamp stamp, String record) implements Action {
        public String act() { return "seal"; }
    }

    record Adjourn(Stamp stamp) implements Action {
        public String act() { return "adjourn"; }
    }

    record Resume(Stamp stamp, Optional<String> position) implements Action {
        public String act() { return "resume"; }
    }

    record Communicate(Stamp stamp, List<String> moves, List<String> series) implements Action {
        public String act() { return "communicate"; }
    }

    record Adopt(Stamp stamp, String move) implements Action {
        public String act() { return "adopt"; }
    }

    record CloseOfPlay(Stamp stamp) implements Action {
        public String act() { return "close-of-play"; }
    }

    /**
     * This project's optional addition for II.10.D: the arbiter corrects the time recorded for
     * {@code player} to {@code clock}; {@code neglect} says the error came from the opponent's
     * neglect of his duty to see that time recorded.
     */
    record CorrectTime(Stamp stamp, Color player, java.time.Duration clock, boolean neglect) implements Action {
        public String act() { return "correct-time"; }
    }

    /**
     * Version 2: the player presses his clock (FIDE 6; pressing without having moved is FIDE 7.5.3).
     * {@code clock}, this project's optional addition, is what an electronic clock showed just after the press.
     */
    record Press(Stamp stamp, Optional<ClockFace> clock) implements Action {
        public Press(Stamp stamp) {
            this(stamp, Optional.empty());
        }

        public String act() { return "press"; }
    }

    /**
     * This project's optional addition: what an electronic clock shows, read off it by the arbiter's
     * equipment (a board's clock showing 0:00 for a side, a reading the record should keep). The
     * codes decide what it means; it is no flag until they say so.
     */
    record ClockShows(Stamp stamp, ClockFace clock) implements Action {
        public String act() { return "clock"; }
    }

    /** The times a clock shows for each player, as read off it. */
    record ClockFace(java.time.Duration white, java.time.Duration black) {
        public java.time.Duration of(Color player) {
            return player == Color.WHITE ? white : black;
        }

        /** {@code White 1:29:58, Black 1:30:00}. */
        public String text() {
            return "White " + hms(white) + ", Black " + hms(black);
        }

        /** A time as a clock shows it, {@code h:mm:ss} in whole seconds (a negative time as 0:00:00). */
        public static String hms(java.time.Duration d) {
            long s = Math.max(0, d.toSeconds());
            return String.format(java.util.Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
        }
    }

    /** What an electronic clock showed at this act, if it carries a reading. */
    static Optional<ClockFace> shown(Action a) {
        return switch (a.kind()) {
            case PRESS -> ((Press) a).clock();
            case CLOCK_SHOWS -> Optional.of(((ClockShows) a).clock());
            case MOVE_MADE, TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE, CLAIM, EXACT, WAIVE, REQUIRE,
                 REFUSE, OFFENCE, OFFER_DRAW, ACCEPT_DRAW, RESIGN, SEAL, ADJOURN, RESUME, COMMUNICATE, ADOPT, CLOSE_OF_PLAY,
                 CORRECT_TIME, FLAG, ANNOUNCE, CALL, REFER, DECIDE, HUFF, COMPEL, DRAUGHTS_OFFENCE, APPEAL, DECIDE_APPEAL ->
                    Optional.empty();
        };
    }

    /** Version 2: the arbiter sees that {@code player}'s flag has fallen (FIDE 6.8). */
    record Flag(Stamp stamp, Color player) implements Action {
        public String act() { return "flag"; }
    }

    /** Version 2: words a player speaks at the board that a code gives weight to (household ix, x; 1911 touch). */
    record Announce(Stamp stamp, String words) implements Action {
        public String act() { return "announce"; }

        /** The words as one the codes know ({@code check}, {@code j'adoube}), if they are. */
        public Optional<Words> known() {
            return java.util.Arrays.stream(Words.values()).filter(w -> w.spoken().equals(words)).findFirst();
        }
    }

    /** Version 2: the defending player calls on his opponent to mate within that many moves on each side. */
    record Call(Stamp stamp, CallKind what) implements Action {
        public String act() { return "call"; }
    }

    /**
     * This project's optional addition for household xiv: a dispute put to a bystander;
     * {@code question} is the matter in dispute as the player puts it.
     */
    record Refer(Stamp stamp, String question) implements Action {
        public String act() { return "refer"; }
    }

    /**
     * This project's optional addition for household xiv: the bystander's decision on the question
     * referred, by the arbiter in the bystander's place; {@code result} when it ends the game.
     */
    record Decide(Stamp stamp, String decision, Optional<Result> result) implements Action {
        public String act() { return "decide"; }
    }

    /**
     * Version 2, draughts v: the opponent removes the man {@code square} that should have taken
     * ("huff"); his own move follows as a separate {@code move}.
     */
    record Huff(Stamp stamp, Square square) implements Action {
        public String act() { return "huff"; }
    }

    /** Version 2, draughts v: the opponent requires the player who failed to capture to take back his move and capture. */
    record Compel(Stamp stamp) implements Action {
        public String act() { return "compel"; }
    }

    /**
     * An {@code offence} of draughts, by the player in {@code by}, as the arbiter records it: the
     * household draughts laws iii and ix, which the chess codes' offences do not include.
     */
    record DraughtsOffence(Stamp stamp, DraughtsOffenceKind offence) implements Action {
        public String act() { return "offence"; }
    }

    /** Obstructing the adversary's view of the board (iii); leaving the room without his consent (ix). */
    enum DraughtsOffenceKind { OBSTRUCT_VIEW, LEAVE_ROOM }

    /**
     * This project's optional addition: a player, through the arbiter, appeals against the ruling
     * that act {@code ruling} produced, on {@code grounds}; the time lodged is the stamp's {@code at}.
     */
    record Appeal(Stamp stamp, int ruling, String grounds) implements Action {
        public String act() { return "appeal"; }
    }

    /**
     * This project's optional addition: the decision on the appeal lodged at act {@code appeal}, by
     * the official or committee named in {@code deciders}, written by the arbiter. An overturning
     * decision gives the ruling that replaces the one appealed against in {@code replacement};
     * {@code result} is the result the decision sets, when it sets one.
     */
    record DecideAppeal(Stamp stamp, int appeal, AppealDecision decision, String reasons, List<String> deciders,
                        Optional<String> replacement, Optional<Result> result) implements Action {
        public DecideAppeal {
            deciders = List.copyOf(deciders);
        }

        public String act() { return "decide-appeal"; }
    }

    /** What an appeal's deciders decide of the ruling appealed against. */
    enum AppealDecision { UPHELD, OVERTURNED, VARIED }

    /** The words an {@code announce} may carry that some code gives weight to. */
    enum Words {
        CHECK("check"), J_ADOUBE("j'adoube");

        private final String spoken;

        Words(String spoken) {
            this.spoken = spoken;
        }

        public String spoken() {
            return spoken;
        }
    }

    enum CallKind { FIFTY_MOVES, TWENTY_MOVES }

    enum ClaimKind {
        ILLEGAL_MOVE, DRAW_FIFTY_MOVES, DRAW_REPETITION, DRAW_ENDLESS_CHECKS, FORFEIT, TIME, ANNULMENT,
        TOUCH_MOVE
    }

    enum OffenceKind { UPSET_MEN, FALSIFY_POSITION, SECOND_BOARD, PRINTED_MATTER, ASSISTANCE, REFUSE_LAWS }

    enum AnnulmentGround { WRONG_FIRST_PLAYER, BOARD_MISPLACED, SETUP_ERROR }

    enum Penalty { A, B, C }

    enum Requirement {
        REPLACE_MAN, REMOVE_HAND, QUIT_PIECE, ROOK_MOVE_COMPLETE, COMPLETE_CASTLING, ANNUL_MOVE, REPLACE_NAMED_PIECE
    }
}

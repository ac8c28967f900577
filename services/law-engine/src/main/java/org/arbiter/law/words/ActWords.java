package org.arbiter.law.words;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;
import org.arbiter.law.GameState;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;
import org.arbiter.law.sequence.GameKind;

/**
 * An act of a contested sequence as one sentence of plain English, naming the men it moves as
 * they stood before it: the file's own words (wire names such as {@code illegal-move}) are for
 * programs, and a bare {@code f3-f5} does not say which man went.
 */
public final class ActWords {
    private ActWords() {
    }

    /** The chess board's words: men by their names and squares by their algebraic names. */
    private static final Wording CHESS = new Wording() {
        @Override
        public String man(GameState before, Square square, Actor by) {
            return ActWords.man(before, square, by);
        }

        @Override
        public String puts(GameState before, Square square) {
            return "puts " + held(before) + " down on " + square;
        }

        @Override
        public String letsGo(GameState before) {
            return held(before);
        }

        @Override
        public String transfer(Action.MoveMade m, GameState before) {
            return ActWords.transfer(m, before.position());
        }

        @Override
        public String goal() {
            return "mate";
        }
    };

    /** {@code act} of a game of {@code game} as done in the state {@code before}: a draughts act names squares by number. */
    public static String describe(Action act, GameState before, GameKind game) {
        return describe(act, before, game == GameKind.DRAUGHTS ? DraughtsWords.WORDING : CHESS);
    }

    /** {@code act} as done in the state {@code before}. */
    public static String describe(Action act, GameState before) {
        return describe(act, before, CHESS);
    }

    private static String describe(Action act, GameState before, Wording words) {
        String at = act.stamp().at().map(d -> " (at " + duration(d) + ")").orElse("");
        return who(act.by()) + " " + sentence(act, before, words) + at;
    }

    /** Every act, one case each: a new act does not compile until it has its words. */
    private static String sentence(Action a, GameState before, Wording words) {
        return switch (a) {
            case Action.MoveMade m -> "moves " + m.notation().orElseGet(() -> words.transfer(m, before));
            case Action.Touch t -> "touches " + words.man(before, t.square(), a.by()) + (t.accidental() ? " by accident" : "");
            case Action.Adjust x -> "adjusts " + words.man(before, x.square(), a.by());
            case Action.Lift l -> "lifts " + words.man(before, l.square(), a.by());
            case Action.Place p -> words.puts(before, p.square());
            case Action.Release r -> "lets go of " + words.letsGo(before);
            case Action.Remove r -> "takes " + words.man(before, r.square(), a.by()) + " off the board";
            case Action.Promote p -> (p.named() ? "names the Pawn a " : "exchanges the Pawn for a ") + p.piece().codeName();
            case Action.Displace d -> "knocks " + words.man(before, d.square(), a.by())
                    + d.to().map(t -> " onto " + t).orElse(" off the board") + " by accident";
            case Action.Huff h -> "huffs " + words.man(before, h.square(), a.by());
            case Action.Compel c -> "compels his opponent to take";
            case Action.DraughtsOffence o -> o.offence() == Action.DraughtsOffenceKind.LEAVE_ROOM
                    ? "leaves the room without his adversary's consent" : "obstructs his adversary's view of the board";
            case Action.Claim c -> claim(c);
            case Action.Exact e -> "exacts Penalty " + e.penalty()
                    + (e.squares().isEmpty() ? "" : ", indicating " + and(e.squares()))
                    + e.select().map(s -> ", selecting the man on " + s + " should the King be unable to move").orElse("");
            case Action.Waive w -> "waives the penalties open to him";
            case Action.Require r -> "requires " + requirement(r.requirement());
            case Action.Refuse r -> "refuses what was just required of him";
            case Action.Offence o -> "commits the offence of " + offence(o.offence())
                    + o.knownTo().map(k -> " (" + who(Actor.of(k)) + " learns of it now)").orElse("");
            case Action.OfferDraw o -> "offers a draw";
            case Action.AcceptDraw o -> "accepts the draw";
            case Action.Resign r -> "resigns";
            case Action.Seal s -> "seals the move '" + s.record() + "'";
            case Action.Adjourn j -> "adjourns the game";
            case Action.Resume r -> "resumes the game" + r.position().map(p -> " with the men set up as " + p).orElse("");
            case Action.Communicate c -> c.moves().isEmpty() ? "sends by communication the series " + String.join(", ", c.series())
                    : "sends by communication " + String.join(", ", c.moves());
            case Action.Adopt ad -> "adopts " + ad.move();
            case Action.CloseOfPlay c -> "records that the time fixed for the end of play is reached";
            case Action.Press p -> "presses his clock" + p.clock().map(c -> ", which then shows " + c.text()).orElse("");
            case Action.ClockShows s -> "reads the clock, which shows " + s.clock().text();
            case Action.Flag f -> "sees " + who(Actor.of(f.player())) + "'s flag fall";
            case Action.CorrectTime t -> "corrects " + who(Actor.of(t.player())) + "'s time to " + duration(t.clock())
                    + (t.neglect() ? ", an error that came from his opponent's neglect" : "");
            case Action.Announce say -> "says \"" + say.words() + "\"";
            case Action.Call call -> "calls on his opponent to " + words.goal() + " in "
                    + (call.what() == Action.CallKind.FIFTY_MOVES ? "fifty" : "twenty") + " moves";
            case Action.Refer r -> "puts a question to a bystander: " + r.question();
            case Action.Decide d -> "records the bystander's decision: " + d.decision() + d.result().map(r -> " (" + r + ")").orElse("");
            case Action.Appeal ap -> "appeals against the ruling of act " + ap.ruling() + ": " + ap.grounds();
            case Action.DecideAppeal d -> "records the decision on the appeal of act " + d.appeal() + ": "
                    + d.decision().name().toLowerCase(Locale.ROOT) + d.result().map(r -> " (" + r + ")").orElse("");
        };
    }

    /** A transfer given by squares, with the man that stood on the first: {@code Nf3-f5}, {@code Bf1xb5}. */
    static String transfer(Action.MoveMade m, String position) {
        Square from = m.from().orElseThrow();
        Square to = m.to().orElseThrow();
        char man = manOn(position, from);
        char taken = manOn(position, to);
        return (man == 0 ? "" : String.valueOf(PieceType.fromLetter(man).letter())) + from + (taken == 0 ? "-" : "x") + to
                + m.promote().map(t -> "=" + t.letter()).orElse("");
    }

    /** The man on {@code square} and whose it is, seen from the one who acts: "his Knight on g1", "Black's Pawn on e5". */
    static String man(GameState before, Square square, Actor by) {
        char man = manOn(before.position(), square);
        if (man == 0) {
            return "the empty square " + square;
        }
        Actor owner = Character.isUpperCase(man) ? Actor.WHITE : Actor.BLACK;
        return (owner == by ? "his " : who(owner) + "'s ") + PieceType.fromLetter(man).codeName() + " on " + square;
    }

    static String held(GameState before) {
        return before.hand().filter(h -> !h.man().isEmpty())
                .map(h -> "the " + PieceType.fromLetter(h.man().charAt(0)).codeName()).orElse("the man");
    }

    /** The FEN letter of the man on {@code square} of a position's placement, or 0 when it is empty. */
    public static char manOn(String position, Square square) {
        String rank = position.split(" ")[0].split("/")[7 - square.rank()];
        int file = 0;
        for (char c : rank.toCharArray()) {
            if (Character.isDigit(c)) {
                file += c - '0';
            } else if (file++ == square.file()) {
                return c;
            }
            if (file > square.file()) {
                return 0;
            }
        }
        return 0;
    }

    static String who(Actor actor) {
        return actor == Actor.ARBITER ? "The arbiter" : actor.label().substring(0, 1).toUpperCase(Locale.ROOT) + actor.label().substring(1);
    }

    private static String claim(Action.Claim c) {
        return switch (c.claim()) {
            case ILLEGAL_MOVE -> "points out an illegal move";
            case DRAW_FIFTY_MOVES -> "claims a draw under the fifty-move rule";
            case DRAW_REPETITION -> "claims a draw by repetition of the position";
            case DRAW_ENDLESS_CHECKS -> "claims a draw by endless checks";
            case FORFEIT -> "claims the game by forfeit" + c.offence().map(o -> " for " + offence(o)).orElse("");
            case TIME -> "claims the game on time";
            case TOUCH_MOVE -> "claims that the man touched be moved or taken";
            case ANNULMENT -> "claims that the game be annulled" + c.ground().map(g -> switch (g) {
                case WRONG_FIRST_PLAYER -> ", as the wrong player moved first";
                case BOARD_MISPLACED -> ", as the board was wrongly placed";
                case SETUP_ERROR -> ", as the men were wrongly set up";
            }).orElse("");
        };
    }

    private static String offence(Action.OffenceKind offence) {
        return switch (offence) {
            case UPSET_MEN -> "upsetting the men";
            case FALSIFY_POSITION -> "falsifying the position";
            case SECOND_BOARD -> "using a second board";
            case PRINTED_MATTER -> "consulting printed matter";
            case ASSISTANCE -> "taking assistance";
            case REFUSE_LAWS -> "refusing to abide by the laws";
        };
    }

    private static String requirement(Action.Requirement requirement) {
        return switch (requirement) {
            case REPLACE_MAN -> "that the man be put back";
            case REMOVE_HAND -> "that the hand be taken off the man";
            case QUIT_PIECE -> "that the hand quit the piece";
            case ROOK_MOVE_COMPLETE -> "that the Rook's move be completed";
            case COMPLETE_CASTLING -> "that the castling be completed";
            case ANNUL_MOVE -> "that the move be annulled";
            case REPLACE_NAMED_PIECE -> "that the piece named be replaced";
        };
    }

    private static String and(List<Square> squares) {
        List<String> names = squares.stream().map(Square::toString).toList();
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /** {@code PT1H5M} as {@code 1h5m}. */
    public static String duration(Duration d) {
        return d.toString().substring(2).toLowerCase(Locale.ROOT);
    }
}

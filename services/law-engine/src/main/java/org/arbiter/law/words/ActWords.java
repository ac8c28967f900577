package org.arbiter.law.words;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.arbiter.chess.PieceType;
import org.arbiter.chess.Square;
import org.arbiter.law.GameState;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.Actor;
import org.arbiter.law.sequence.Game;

/**
 * An act of a contested sequence as one sentence of plain English, naming the men it moves as
 * they stood before it: the file's own words (wire names such as {@code illegal-move}) are for
 * programs, and a bare {@code f3-f5} does not say which man went.
 */
public final class ActWords {
    private ActWords() {
    }

    /** {@code act} of a game of {@code game} as done in the state {@code before}: a draughts act names squares by number. */
    public static String describe(Action act, GameState before, Game game) {
        return game == Game.DRAUGHTS ? DraughtsWords.describe(act, before) : describe(act, before);
    }

    /** {@code act} as done in the state {@code before}. */
    public static String describe(Action act, GameState before) {
        String at = act.stamp().at().map(d -> " (at " + duration(d) + ")").orElse("");
        return sentence(act, before, who(act.by())) + at;
    }

    private static String sentence(Action a, GameState before, String who) {
        if (a instanceof Action.MoveMade m) {
            return who + " moves " + m.notation().orElseGet(() -> transfer(m, before.position()));
        } else if (a instanceof Action.Touch t) {
            return who + " touches " + man(before, t.square(), a.by()) + (t.accidental() ? " by accident" : "");
        } else if (a instanceof Action.Adjust x) {
            return who + " adjusts " + man(before, x.square(), a.by());
        } else if (a instanceof Action.Lift l) {
            return who + " lifts " + man(before, l.square(), a.by());
        } else if (a instanceof Action.Place p) {
            return who + " puts " + held(before) + " down on " + p.square();
        } else if (a instanceof Action.Release) {
            return who + " lets go of " + held(before);
        } else if (a instanceof Action.Remove r) {
            return who + " takes " + man(before, r.square(), a.by()) + " off the board";
        } else if (a instanceof Action.Promote p) {
            return who + (p.named() ? " names the Pawn a " : " exchanges the Pawn for a ") + p.piece().codeName();
        } else if (a instanceof Action.Displace d) {
            return who + " knocks " + man(before, d.square(), a.by())
                    + d.to().map(t -> " onto " + t).orElse(" off the board") + " by accident";
        } else if (a instanceof Action.Claim c) {
            return who + " " + claim(c);
        } else if (a instanceof Action.Exact e) {
            return who + " exacts Penalty " + e.penalty()
                    + (e.squares().isEmpty() ? "" : ", indicating " + and(e.squares()))
                    + e.select().map(s -> ", selecting the man on " + s + " should the King be unable to move").orElse("");
        } else if (a instanceof Action.Waive) {
            return who + " waives the penalties open to him";
        } else if (a instanceof Action.Require r) {
            return who + " requires " + requirement(r.requirement());
        } else if (a instanceof Action.Refuse) {
            return who + " refuses what was just required of him";
        } else if (a instanceof Action.Offence o) {
            return who + " commits the offence of " + offence(o.offence())
                    + o.knownTo().map(k -> " (" + who(Actor.of(k)) + " learns of it now)").orElse("");
        }
        return who + " " + occasion(a);
    }

    /** The acts that touch no man and carry at most one field. */
    private static String occasion(Action a) {
        if (a instanceof Action.OfferDraw) {
            return "offers a draw";
        } else if (a instanceof Action.AcceptDraw) {
            return "accepts the draw";
        } else if (a instanceof Action.Resign) {
            return "resigns";
        } else if (a instanceof Action.Seal s) {
            return "seals the move '" + s.record() + "'";
        } else if (a instanceof Action.Adjourn) {
            return "adjourns the game";
        } else if (a instanceof Action.Resume r) {
            return "resumes the game" + r.position().map(p -> " with the men set up as " + p).orElse("");
        } else if (a instanceof Action.Communicate c) {
            return c.moves().isEmpty() ? "sends by communication the series " + String.join(", ", c.series())
                    : "sends by communication " + String.join(", ", c.moves());
        } else if (a instanceof Action.Adopt ad) {
            return "adopts " + ad.move();
        } else if (a instanceof Action.CloseOfPlay) {
            return "records that the time fixed for the end of play is reached";
        } else if (a instanceof Action.Press p) {
            return "presses his clock" + p.clock().map(c -> ", which then shows " + c.text()).orElse("");
        } else if (a instanceof Action.ClockShows s) {
            return "reads the clock, which shows " + s.clock().text();
        } else if (a instanceof Action.Flag f) {
            return "sees " + who(Actor.of(f.player())) + "'s flag fall";
        } else if (a instanceof Action.CorrectTime t) {
            return "corrects " + who(Actor.of(t.player())) + "'s time to " + duration(t.clock())
                    + (t.neglect() ? ", an error that came from his opponent's neglect" : "");
        }
        return spoken(a);
    }

    /** The words of version 2, of household xiv's dispute and of appeals, or the act's name for any other. */
    private static String spoken(Action a) {
        if (a instanceof Action.Announce say) {
            return "says \"" + say.words() + "\"";
        } else if (a instanceof Action.Call call) {
            return "calls on his opponent to mate in " + (call.what() == Action.CallKind.FIFTY_MOVES ? "fifty" : "twenty")
                    + " moves";
        } else if (a instanceof Action.Refer r) {
            return "puts a question to a bystander: " + r.question();
        } else if (a instanceof Action.Decide d) {
            return "records the bystander's decision: " + d.decision() + d.result().map(r -> " (" + r + ")").orElse("");
        } else if (a instanceof Action.Appeal ap) {
            return "appeals against the ruling of act " + ap.ruling() + ": " + ap.grounds();
        } else if (a instanceof Action.DecideAppeal d) {
            return "records the decision on the appeal of act " + d.appeal() + ": "
                    + d.decision().name().toLowerCase(java.util.Locale.ROOT) + d.result().map(r -> " (" + r + ")").orElse("");
        }
        return a.act();
    }

    /** A transfer given by squares, with the man that stood on the first: {@code Nf3-f5}, {@code Bf1xb5}. */
    private static String transfer(Action.MoveMade m, String position) {
        Square from = m.from().orElseThrow();
        Square to = m.to().orElseThrow();
        char man = manOn(position, from);
        char taken = manOn(position, to);
        return (man == 0 ? "" : String.valueOf(PieceType.fromLetter(man).letter())) + from + (taken == 0 ? "-" : "x") + to
                + m.promote().map(t -> "=" + t.letter()).orElse("");
    }

    /** The man on {@code square} and whose it is, seen from the one who acts: "his Knight on g1", "Black's Pawn on e5". */
    private static String man(GameState before, Square square, Actor by) {
        char man = manOn(before.position(), square);
        if (man == 0) {
            return "the empty square " + square;
        }
        Actor owner = Character.isUpperCase(man) ? Actor.WHITE : Actor.BLACK;
        return (owner == by ? "his " : who(owner) + "'s ") + PieceType.fromLetter(man).codeName() + " on " + square;
    }

    private static String held(GameState before) {
        return before.hand().map(h -> "the " + PieceType.fromLetter(h.man().charAt(0)).codeName()).orElse("the man");
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

    private static String who(Actor actor) {
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

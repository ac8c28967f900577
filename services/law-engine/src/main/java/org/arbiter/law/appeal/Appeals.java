package org.arbiter.law.appeal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.arbiter.chess.Color;
import org.arbiter.law.ActionRejected;
import org.arbiter.law.GameState;
import org.arbiter.law.Result;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Ruling;
import org.arbiter.law.Step;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.Header;

/**
 * A code with appeals against its rulings. {@code appeal} is lodged against the ruling an act
 * produced, within the header's {@code appealWithin} of that act; {@code decide-appeal} carries out
 * the deciders' decision. Upheld, the ruling stands. Overturned, the act it was given on is struck
 * and every later act is ruled again under the code from the position without it, so the result
 * and the later rulings are the code's answer to the game as it now stands; the deciders'
 * {@code replacement} is recorded in its place and their {@code result}, if any, set. Varied, the
 * ruling stands and the decision's {@code result}, if any, replaces the result. An appeal the
 * rules do not admit is refused by a ruling that gives the reason; the code's own acts pass through.
 */
public final class Appeals implements Rulebook {
    private final Rulebook code;
    private final AppealLaw law;

    private Appeals(Rulebook code) {
        this.code = code;
        this.law = AppealLaw.of(code.code());
    }

    /** {@code code} with appeals against its rulings. */
    public static Rulebook over(Rulebook code) {
        return new Appeals(code);
    }

    /** The appeals heard in a game so far, in the order lodged; none for a state that has no appeals. */
    public static List<Lodged> lodged(GameState state) {
        return state instanceof Appealed a
                ? a.appeals().values().stream().sorted(java.util.Comparator.comparingInt(Lodged::seq)).toList()
                : List.of();
    }

    @Override
    public String code() {
        return code.code();
    }

    @Override
    public GameKind game() {
        return code.game();
    }

    @Override
    public Optional<String> supplement() {
        return code.supplement();
    }

    @Override
    public GameState start(Header header) {
        return Appealed.start(code.start(header), header.appealWithin());
    }

    @Override
    public String lawText(String citation) {
        return citation.equals(law.citation()) && law.words() != null ? law.words() : code.lawText(citation);
    }

    @Override
    public boolean summarises(String citation) {
        return citation.equals(law.citation()) && law.words() != null ? law.summary() : code.summarises(citation);
    }

    @Override
    public Step apply(GameState state, Action action, int seq) {
        Appealed s = (Appealed) state;
        // An appeal is heard here; every other act goes to the code, which hears it in its own switch.
        return switch (action.kind()) {
            case APPEAL -> lodge(s, (Action.Appeal) action, seq);
            case DECIDE_APPEAL -> decide(s, (Action.DecideAppeal) action, seq);
            case MOVE_MADE, TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE, CLAIM, EXACT, WAIVE, REQUIRE,
                 REFUSE, OFFENCE, OFFER_DRAW, ACCEPT_DRAW, RESIGN, SEAL, ADJOURN, RESUME, COMMUNICATE, ADOPT, CLOSE_OF_PLAY,
                 CORRECT_TIME, PRESS, CLOCK_SHOWS, FLAG, ANNOUNCE, CALL, REFER, DECIDE, HUFF, COMPEL, DRAUGHTS_OFFENCE ->
                    underCode(s, action, seq);
        };
    }

    private Step underCode(Appealed s, Action action, int seq) {
        Step step = code.apply(s.inner(), action, seq);
        return new Step(s.after(step.state(), new Acts(seq, action, step.rulings(), s.acts())), step.rulings(),
                step.notices());
    }

    private Step lodge(Appealed s, Action.Appeal a, int seq) {
        Color appellant = a.by().color().orElseThrow(() -> new ActionRejected("an appeal is lodged by a player"));
        Optional<String> refusal = refusal(s, a, appellant);
        if (refusal.isPresent()) {
            return new Step(s, List.of(new Ruling(seq, law.citation(), "The appeal is refused: " + refusal.get() + ".",
                    s.position(), a.by(), Optional.of(appellant))), List.of());
        }
        Acts appealed = Acts.find(s.acts(), a.ruling()).orElseThrow();
        Map<Integer, Lodged> appeals = new HashMap<>(s.appeals());
        appeals.put(seq, new Lodged(seq, appellant, a.ruling(), a.grounds(), Optional.empty(), 0));
        return new Step(s.withAppeals(appeals), List.of(), List.of(new Ruling(seq, law.citation(),
                name(appellant) + " appeals against the ruling " + citations(appealed.rulings()) + " given at act "
                        + a.ruling() + ", on the grounds: " + a.grounds() + ".", s.position(), a.by(), Optional.empty())));
    }

    /** Why the appeal cannot be heard, if it cannot. */
    private Optional<String> refusal(Appealed s, Action.Appeal a, Color appellant) {
        Optional<Acts> appealed = Acts.find(s.acts(), a.ruling());
        if (appealed.isEmpty() || appealed.get().rulings().isEmpty()) {
            return Optional.of("act " + a.ruling() + " gave no ruling of the code to appeal against");
        }
        for (Lodged l : s.appeals().values()) {
            if (l.ruling() == a.ruling()) {
                return Optional.of(l.decision().isPresent()
                        ? "the ruling of act " + a.ruling() + " was decided on appeal at act " + l.decidedAt()
                          + ", and that decision is final"
                        : "an appeal against the ruling of act " + a.ruling() + " was lodged at act " + l.seq()
                          + " and awaits its decision");
            }
        }
        if (s.struck().contains(a.ruling())) {
            return Optional.of("act " + a.ruling() + " was struck by a decision on appeal");
        }
        if (s.within().isPresent()) {
            Duration within = s.within().get();
            if (a.stamp().at().isEmpty()) {
                return Optional.of("it carries no time ('at'), so it cannot be shown to be lodged within the "
                        + within + " the tournament allows");
            }
            Duration after = a.stamp().at().get().minus(Acts.timeOf(s.acts(), a.ruling()).orElse(Duration.ZERO));
            if (after.compareTo(within) > 0) {
                return Optional.of("it was lodged " + after + " after the ruling, and the tournament allows " + within);
            }
        }
        return Optional.empty();
    }

    private Step decide(Appealed s, Action.DecideAppeal d, int seq) {
        Lodged lodged = s.appeals().get(d.appeal());
        String refused = lodged == null ? "act " + d.appeal() + " lodged no appeal that was heard"
                : lodged.decision().isPresent() ? "the appeal of act " + d.appeal() + " was decided at act "
                        + lodged.decidedAt() + ", and that decision is final"
                : law.singleDecider() && d.deciders().size() > 1 ? "under " + law.citation()
                        + " the question goes to one bystander, whose decision is final, not to "
                        + d.deciders().size() + " deciders"
                : null;
        if (refused != null) {
            return new Step(s, List.of(new Ruling(seq, law.citation(), "The decision cannot be given: " + refused + ".",
                    s.position(), d.by(), Optional.empty())), List.of());
        }
        Map<Integer, Lodged> appeals = new HashMap<>(s.appeals());
        appeals.put(d.appeal(), lodged.decided(d.decision(), seq));
        Appealed heard = s.withAppeals(appeals);
        Acts appealed = Acts.find(s.acts(), lodged.ruling()).orElseThrow();
        String what = "the ruling " + citations(appealed.rulings()) + " given at act " + lodged.ruling();
        String by = d.deciders().isEmpty() ? "The deciders" : String.join(", ", d.deciders());
        // one decider takes the verb in the singular ("The Chief Arbiter upholds"), several the plural
        String s3 = d.deciders().size() == 1 ? "s" : "";
        String reasons = unstopped(d.reasons());
        return switch (d.decision()) {
            case UPHELD -> new Step(heard, List.of(new Ruling(seq, law.citation(), by + " uphold" + s3 + " " + what
                    + " on appeal: " + reasons + ".", s.position(), d.by(), Optional.of(lodged.appellant()))),
                    List.of());
            case VARIED -> varied(heard, d, seq, by + " var" + (s3.isEmpty() ? "y" : "ies") + " " + what
                    + " on appeal: " + reasons + d.replacement().map(r -> "; " + unstopped(r)).orElse("") + ".");
            case OVERTURNED -> overturned(heard, d, seq, lodged, by + " overturn" + s3 + " " + what + " on appeal: "
                    + reasons + d.replacement().map(r -> "; in its place: " + unstopped(r)).orElse("") + ".");
        };
    }

    /** The deciders' words without their closing full stops, for the ruling's sentence ends with its own. */
    private static String unstopped(String words) {
        return words.replaceAll("[.\\s]+$", "");
    }

    private Step varied(Appealed s, Action.DecideAppeal d, int seq, String text) {
        Appealed after = d.result().map(r -> new Appealed(s.start(), s.inner(), s.acts(), s.appeals(), s.struck(),
                Optional.of(new Appealed.Verdict(r, law.citation())), s.within())).orElse(s);
        return new Step(after, List.of(new Ruling(seq, law.citation(), text + resultChange(s, after), s.position(),
                d.by(), d.result().flatMap(Appeals::loser))), List.of());
    }

    /** Strikes the act appealed against and rules every later act again under the code. */
    private Step overturned(Appealed s, Action.DecideAppeal d, int seq, Lodged lodged, String text) {
        Set<Integer> struck = new HashSet<>(s.struck());
        struck.add(lodged.ruling());
        GameState inner = s.start();
        Acts acts = null;
        List<Ruling> later = new ArrayList<>();
        List<Ruling> notices = new ArrayList<>();
        for (Acts a : Acts.inOrder(s.acts())) {
            if (struck.contains(a.seq())) {
                acts = new Acts(a.seq(), a.action(), a.rulings(), acts);
                continue;
            }
            try {
                Step step = code.apply(inner, a.action(), a.seq());
                inner = step.state();
                acts = new Acts(a.seq(), a.action(), step.rulings(), acts);
                if (a.seq() > lodged.ruling()) {
                    step.rulings().stream().filter(r -> !a.rulings().contains(r)).forEach(later::add);
                    a.rulings().stream().filter(r -> !step.rulings().contains(r)).forEach(r -> notices.add(new Ruling(
                            seq, law.citation(), "The ruling " + r.law() + " of act " + r.seq()
                            + " no longer stands after the decision on appeal: " + r.text(), r.position(), d.by(),
                            Optional.empty())));
                }
            } catch (ActionRejected e) {
                struck.add(a.seq());
                acts = new Acts(a.seq(), a.action(), a.rulings(), acts);
                notices.add(new Ruling(seq, law.citation(), "Act " + a.seq() + " cannot stand after the decision on "
                        + "appeal: " + e.getMessage(), inner.position(), d.by(), Optional.empty()));
            }
        }
        Optional<Appealed.Verdict> verdict = d.result().map(r -> new Appealed.Verdict(r, law.citation()));
        Appealed after = new Appealed(s.start(), inner, acts, s.appeals(), Set.copyOf(struck), verdict, s.within());
        List<Ruling> rulings = new ArrayList<>();
        rulings.add(new Ruling(seq, law.citation(), text + resultChange(s, after), after.position(), d.by(),
                Optional.of(lodged.appellant().opposite())));
        rulings.addAll(later);
        return new Step(after, rulings, notices);
    }

    private static String resultChange(GameState before, GameState after) {
        return before.result() == after.result() ? "" : " The result is now " + after.result() + " (it was "
                + before.result() + ").";
    }

    private static String citations(List<Ruling> rulings) {
        return String.join(", ", rulings.stream().map(Ruling::law).distinct().toList());
    }

    private static String name(Color c) {
        return c == Color.WHITE ? "White" : "Black";
    }

    private static Optional<Color> loser(Result r) {
        return r == Result.WHITE_WINS ? Optional.of(Color.BLACK)
                : r == Result.BLACK_WINS ? Optional.of(Color.WHITE) : Optional.empty();
    }
}

package org.arbiter.service.report;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.arbiter.law.GameState;
import org.arbiter.law.Replay;
import org.arbiter.law.Ruling;
import org.arbiter.law.sequence.Action;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.GameKind;
import org.arbiter.law.sequence.Header;
import org.arbiter.law.words.ActWords;
import org.arbiter.service.history.GameReplay;
import org.arbiter.service.history.StoredGame;

/**
 * What an incident report says of the rulings act {@code seq} produced, every word of it the law
 * engine's: the game's header, the acts around the ruling, the board before and after (FEN), the
 * rulings with the words of their laws, and each appeal against them with the decision on it.
 */
record IncidentReport(String gameId, String event, String round, String white, String black, String code, int seq,
                      List<ActLine> acts, String before, String after, List<RulingLine> rulings,
                      List<AppealLine> appeals) {

    /** How many acts either side of the ruling the report shows. */
    static final int AROUND = 3;

    /** One act: its number, who made it, its name on the record, and the act in words as the timeline says it. */
    record ActLine(int seq, String by, String act, String words, boolean ruled) {
    }

    /** A ruling: its citation, its sentence, the words of the law, and the side it goes against. */
    record RulingLine(String law, String text, String words, boolean summary, String against) {
    }

    /**
     * An appeal against the ruling: who lodged it, when ({@code lodged}, the time of play as a clock
     * shows it, h:mm:ss; null when the act carried no time) and why, and the decision with its own words.
     */
    record AppealLine(int seq, String by, String grounds, String lodged, List<RulingLine> outcome, Integer decidedAt,
                      String decision, List<RulingLine> decisionRulings) {
    }

    /** The report on act {@code seq} of {@code game}; empty when the act gave no ruling. */
    static Optional<IncidentReport> of(StoredGame game, int seq) {
        ContestedSequence sequence = game.sequence();
        if (seq < 1 || seq > sequence.actions().size()) {
            return Optional.empty();
        }
        Header h = sequence.header();
        Replay replay = GameReplay.of(sequence);
        List<Replay.Frame> frames = replay.frames();
        List<GameState> befores = new ArrayList<>();
        befores.add(GameReplay.start(h).state());
        for (int i = 1; i < frames.size(); i++) {
            befores.add(frames.get(i - 1).state());
        }
        GameState before = befores.get(seq - 1);
        Replay.Frame ruled = frames.get(seq - 1);
        if (ruled.rulings().isEmpty()) {
            return Optional.empty();
        }
        List<ActLine> acts = new ArrayList<>();
        for (int i = Math.max(1, seq - AROUND); i <= Math.min(frames.size(), seq + AROUND); i++) {
            acts.add(line(frames.get(i - 1), befores.get(i - 1), h.game()));
        }
        List<Replay.Frame> lodged = new ArrayList<>();
        List<Replay.Frame> decided = new ArrayList<>();
        for (Replay.Frame f : frames) {
            // Only an appeal and its decision belong in the report's appeals; every other act is in its lines.
            switch (f.action().kind()) {
                case APPEAL -> lodged.add(f);
                case DECIDE_APPEAL -> decided.add(f);
                case MOVE_MADE, TOUCH, ADJUST, LIFT, PLACE, RELEASE, REMOVE, PROMOTE, DISPLACE, CLAIM, EXACT, WAIVE,
                     REQUIRE, REFUSE, OFFENCE, OFFER_DRAW, ACCEPT_DRAW, RESIGN, SEAL, ADJOURN, RESUME, COMMUNICATE, ADOPT,
                     CLOSE_OF_PLAY, CORRECT_TIME, PRESS, CLOCK_SHOWS, FLAG, ANNOUNCE, CALL, REFER, DECIDE, HUFF, COMPEL,
                     DRAUGHTS_OFFENCE -> { }
            }
        }
        List<AppealLine> appeals = new ArrayList<>();
        for (Replay.Frame f : lodged) {
            Action.Appeal a = (Action.Appeal) f.action();
            if (a.ruling() == seq) {
                appeals.add(appeal(replay, decided, f, a));
            }
        }
        return Optional.of(new IncidentReport(game.gameId(), h.event().orElse(""), h.round().orElse(""), h.white(),
                h.black(), h.code() + h.supplement().map(s -> "+" + s).orElse(""), seq, acts, before.fen(),
                ruled.state().fen(), words(replay, ruled.rulings()), appeals));
    }

    private static AppealLine appeal(Replay replay, List<Replay.Frame> decided, Replay.Frame lodged, Action.Appeal a) {
        List<RulingLine> outcome = words(replay, lodged.rulings().isEmpty() ? lodged.notices() : lodged.rulings());
        for (Replay.Frame f : decided) {
            Action.DecideAppeal d = (Action.DecideAppeal) f.action();
            if (d.appeal() == lodged.seq()) {
                return new AppealLine(lodged.seq(), a.by().label(), a.grounds(),
                        a.stamp().at().map(IncidentReport::clock).orElse(null), outcome, f.seq(),
                        d.decision().name().toLowerCase(java.util.Locale.ROOT), words(replay, f.rulings()));
            }
        }
        return new AppealLine(lodged.seq(), a.by().label(), a.grounds(), a.stamp().at().map(IncidentReport::clock)
                .orElse(null), outcome, null, null, List.of());
    }

    private static ActLine line(Replay.Frame f, GameState before, GameKind game) {
        return new ActLine(f.seq(), f.action().by().label(), f.action().act(), ActWords.describe(f.action(), before, game),
                !f.rulings().isEmpty());
    }

    /** A time of play as a clock shows it: {@code PT5M20S} as {@code 0:05:20}. */
    static String clock(Duration d) {
        long s = d.toSeconds();
        return (s < 0 ? "-" : "") + String.format(Locale.ROOT, "%d:%02d:%02d", Math.abs(s) / 3600, Math.abs(s) % 3600 / 60,
                Math.abs(s) % 60);
    }

    private static List<RulingLine> words(Replay replay, List<Ruling> rulings) {
        return rulings.stream().map(r -> new RulingLine(r.law(), r.text(), replay.rulebook().lawText(r.law()),
                replay.rulebook().summarises(r.law()),
                r.against().map(c -> c.name().toLowerCase(java.util.Locale.ROOT)).orElse(null))).toList();
    }
}

package org.arbiter.tournament.trf;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.arbiter.tournament.standings.Crosstable;
import org.arbiter.tournament.standings.Entrant;
import org.arbiter.tournament.standings.Outcome;
import org.arbiter.tournament.standings.RoundResult;
import org.arbiter.tournament.standings.Tiebreak;

/**
 * A TRF file (TRF16, or TRF-2026, FIDE's newer form with the same player lines) as a crosstable: the
 * player lines' rounds as they are, the number of rounds from the {@code XXR} or TRF-2026's {@code 142}
 * line where the file has one (else the longest player line), and the kind from the {@code 092}
 * line's words ("Swiss", "Round robin", "Berger") or, without them, from the number of players and
 * rounds. TRF-2026's own records are read where they change the standings: {@code 202} (or
 * {@code 212}) lists the tie-breaks; a {@code 162} scoring system other than 1, 1/2, 0 and
 * {@code 299} abnormal points are refused, naming the line, since these standings count the standard
 * points only.
 */
public final class TrfCrosstable {
    private TrfCrosstable() {
    }

    private static final Pattern FIRST_DATE = Pattern.compile("\\d{1,4}[./-]\\d{1,2}[./-]\\d{1,4}");

    /** The tournament's first day, from the {@code 042} line ({@code 2024/08/01}, {@code 2024-8-1}, {@code 24/09/2010}, {@code 24.09.2010}). */
    public static Optional<LocalDate> startDate(Trf trf) {
        for (String line : trf.otherLines()) {
            if (line.startsWith("042") && line.length() > 4) {
                // The first date of the line: some write the whole span ("2005/08/04 - 2005/08/12").
                Matcher first = FIRST_DATE.matcher(line.substring(4));
                String date = first.find() ? first.group() : line.substring(4).strip();
                // Programs write the day as they please: 2005/08/04, 2005-8-4, 04.08.2005, 4/8/2005, 2005.08.04.
                for (String pattern : new String[] {"yyyy/M/d", "yyyy-M-d", "yyyy.M.d", "d/M/yyyy", "d.M.yyyy", "d-M-yyyy"}) {
                    try {
                        return Optional.of(LocalDate.parse(date, DateTimeFormatter.ofPattern(pattern)));
                    } catch (DateTimeParseException e) {
                        // the next pattern
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** TRF-2026's {@code 202} line (or {@code 212} without its {@code PTS}): the tie-breaks the tournament uses. */
    public static List<Tiebreak> tiebreaks(Trf trf) {
        for (String tag : new String[] {"202", "212"}) {
            for (String line : trf.otherLines()) {
                if (line.startsWith(tag) && line.length() > 4 && !line.substring(4).isBlank()) {
                    List<Tiebreak> list = new ArrayList<>();
                    for (String code : line.substring(4).split(",")) {
                        if (!code.isBlank() && !code.strip().equalsIgnoreCase("PTS")) {
                            try {
                                list.add(Tiebreak.parse(code));
                            } catch (IllegalArgumentException e) {
                                throw new IllegalArgumentException("the " + tag + " line: " + e.getMessage(), e);
                            }
                        }
                    }
                    return list;
                }
            }
        }
        return List.of();
    }

    public static Crosstable of(Trf trf) {
        for (String line : trf.otherLines()) {
            if (line.startsWith("299")) {
                throw new IllegalArgumentException("the 299 line gives abnormal points (" + line.strip()
                        + "); these standings count the standard points only");
            }
            if (line.startsWith("162") && !standardScoring(line)) {
                throw new IllegalArgumentException("the 162 line sets other points than 1, 1/2 and 0 (" + line.strip()
                        + "); these standings count the standard points only");
            }
        }
        int rounds = Math.max(trf.players().stream().mapToInt(p -> p.rounds().size()).max().orElse(0),
                declaredRounds(trf.otherLines()).orElse(0));
        Crosstable.Kind kind = declaredKind(trf.otherLines()).orElse(null);
        Set<Integer> placeholders = new HashSet<>();
        trf.players().stream().filter(TrfCrosstable::byePlaceholder).forEach(p -> placeholders.add(p.number()));
        List<Entrant> entrants = new ArrayList<>();
        for (TrfPlayer p : trf.players()) {
            if (placeholders.contains(p.number())) {
                continue;
            }
            List<RoundResult> results = new ArrayList<>();
            for (TrfGame g : p.rounds()) {
                RoundResult.Colour colour = g.colour() == 'w' ? RoundResult.Colour.WHITE
                        : g.colour() == 'b' ? RoundResult.Colour.BLACK : RoundResult.Colour.NONE;
                results.add(placeholders.contains(g.opponent()) ? byeAgainstPlaceholder(g)
                        : new RoundResult(g.opponent(), colour, g.outcome()));
            }
            entrants.add(new Entrant(p.number(), p.name(), p.fideId().equals("0") ? "" : p.fideId(),
                    TrfTitles.common(p.title()), p.rating().filter(r -> r > 0), results));
        }
        return new Crosstable(rounds, kind != null ? kind : Crosstable.guessKind(rounds, entrants.size()), entrants);
    }

    /** The names programs give the player line they pair a bye against (Swiss-Manager's German "spielfrei"). */
    private static final Set<String> BYE_NAMES = Set.of("spielfrei", "bye", "freilos", "free", "exempt", "exento",
            "libre", "bye player");

    /**
     * A player line that stands for the bye, not a player: named as one, unrated, with no FIDE id, and
     * never given a point by an opponent it met over the board.
     */
    static boolean byePlaceholder(TrfPlayer p) {
        return BYE_NAMES.contains(p.name().strip().toLowerCase(Locale.ROOT)) && p.rating().filter(r -> r > 0).isEmpty()
                && (p.fideId().isBlank() || p.fideId().strip().equals("0"));
    }

    /** A round against the bye's player line is the bye it stands for, worth what the line credits. */
    private static RoundResult byeAgainstPlaceholder(TrfGame g) {
        Outcome outcome = switch (Outcome.halfPoints(List.of(g.outcome()))) {
            case 2 -> Outcome.PAIRING_BYE;
            case 1 -> Outcome.HALF_BYE;
            default -> Outcome.ZERO_BYE;
        };
        return new RoundResult(0, RoundResult.Colour.NONE, outcome);
    }

    /** The number of rounds the {@code XXR} line (or TRF-2026's {@code 142}) declares. */
    public static Optional<Integer> declaredRounds(List<String> otherLines) {
        Optional<Integer> rounds = Optional.empty();
        for (String line : otherLines) {
            String rest = line.length() > 4 ? line.substring(4).strip() : "";
            if ((line.startsWith("XXR") || line.startsWith("142")) && rest.matches("\\d+")) {
                rounds = Optional.of(Math.max(rounds.orElse(0), Integer.parseInt(rest)));
            }
        }
        return rounds;
    }

    /** The kind the {@code 092} line's words declare ("Swiss", "Round robin", "Berger"), if they say. */
    public static Optional<Crosstable.Kind> declaredKind(List<String> otherLines) {
        Crosstable.Kind kind = null;
        for (String line : otherLines) {
            if (line.startsWith("092")) {
                String type = (line.length() > 4 ? line.substring(4) : "").toLowerCase(Locale.ROOT);
                kind = type.contains("swiss") ? Crosstable.Kind.SWISS
                        : type.contains("robin") || type.contains("berger") ? Crosstable.Kind.ROUND_ROBIN : null;
            }
        }
        return Optional.ofNullable(kind);
    }

    /** Whether a {@code 162} line gives each result its standard points (W, P 1.0; D, X 0.5; L, A 0.0). */
    private static boolean standardScoring(String line) {
        for (int at = 5; at < line.length(); at += 9) {
            char code = Character.toUpperCase(line.charAt(at));
            String points = line.substring(Math.min(at + 1, line.length()), Math.min(at + 5, line.length())).strip();
            if (code == ' ' && points.isEmpty()) {
                continue;
            }
            double standard = switch (code) {
                case 'W', 'P' -> 1.0;
                case 'D', 'X' -> 0.5;
                case 'L', 'A' -> 0.0;
                default -> Double.NaN;
            };
            try {
                if (Double.parseDouble(points) != standard) {
                    return false;
                }
            } catch (NumberFormatException e) {
                return false;
            }
        }
        return true;
    }
}

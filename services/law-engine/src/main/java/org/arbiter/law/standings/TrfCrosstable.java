package org.arbiter.law.standings;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.arbiter.law.trf.Trf;
import org.arbiter.law.trf.TrfGame;
import org.arbiter.law.trf.TrfPlayer;

/**
 * A TRF16 file as a crosstable: the player lines' rounds as they are, the number of rounds from the
 * {@code XXR} line where the file has one (else the longest player line), and the kind from the
 * {@code 092} line's words ("Swiss", "Round robin", "Berger") or, without them, from the number of
 * players and rounds.
 */
public final class TrfCrosstable {
    private TrfCrosstable() {
    }

    /** The tournament's first day, from the {@code 042} line ({@code 2024/08/01}, {@code 2024-08-01} or {@code 24/09/2010}). */
    public static Optional<LocalDate> startDate(Trf trf) {
        for (String line : trf.otherLines()) {
            if (line.startsWith("042") && line.length() > 4) {
                String date = line.substring(4).strip();
                for (String pattern : new String[] {"yyyy/MM/dd", "yyyy-MM-dd", "dd/MM/yyyy", "yyyy.MM.dd"}) {
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

    public static Crosstable of(Trf trf) {
        int rounds = trf.players().stream().mapToInt(p -> p.rounds().size()).max().orElse(0);
        Crosstable.Kind kind = null;
        for (String line : trf.otherLines()) {
            String rest = line.length() > 4 ? line.substring(4).strip() : "";
            if (line.startsWith("XXR") && rest.matches("\\d+")) {
                rounds = Math.max(rounds, Integer.parseInt(rest));
            }
            if (line.startsWith("092")) {
                String type = rest.toLowerCase(Locale.ROOT);
                kind = type.contains("swiss") ? Crosstable.Kind.SWISS
                        : type.contains("robin") || type.contains("berger") ? Crosstable.Kind.ROUND_ROBIN : null;
            }
        }
        List<Entrant> entrants = new ArrayList<>();
        for (TrfPlayer p : trf.players()) {
            List<RoundResult> results = new ArrayList<>();
            for (TrfGame g : p.rounds()) {
                RoundResult.Colour colour = g.colour() == 'w' ? RoundResult.Colour.WHITE
                        : g.colour() == 'b' ? RoundResult.Colour.BLACK : RoundResult.Colour.NONE;
                results.add(new RoundResult(g.opponent(), colour, Outcome.ofTrf(g.result())));
            }
            entrants.add(new Entrant(p.number(), p.name(), p.fideId().equals("0") ? "" : p.fideId(), p.title(),
                    p.rating().filter(r -> r > 0),
                    results));
        }
        return new Crosstable(rounds, kind != null ? kind : Crosstable.guessKind(rounds, entrants.size()), entrants);
    }
}

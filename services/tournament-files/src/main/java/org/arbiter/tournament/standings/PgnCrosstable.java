package org.arbiter.tournament.standings;

import java.io.Reader;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.arbiter.chess.pgn.PgnEntry;
import org.arbiter.chess.pgn.PgnReader;

/**
 * The games of a PGN file as a crosstable, from their tags: a player is known by his FIDE id
 * ({@code WhiteFideId}, {@code BlackFideId}) where the tags give one, else by his name; the round
 * is the number before any point of the {@code Round} tag ({@code 3} or {@code 3.2}); the result
 * tag gives the outcome, and a game still in play ({@code *}) gives none. A round with no game for a
 * player is a round he was not paired in. Starting numbers follow the rating, highest first. A game of
 * tags alone is a result. A game that cannot be read whole (its movetext broken, no round number, a
 * player twice in one round) refuses the file, naming the game, unless the caller asks to leave such
 * games out, and then the read says which it left out: standings are never made from part of a file
 * without a word. A file with no game at all is no tournament.
 */
public final class PgnCrosstable {
    private PgnCrosstable() {
    }

    /**
     * The crosstable, the earliest date the games give (which chooses the text of C.07 in force), and the
     * games left out because they could not be read, each as the reason it names.
     */
    public record Read(Crosstable crosstable, Optional<LocalDate> start, List<String> leftOut) {
        public Read {
            leftOut = List.copyOf(leftOut);
        }
    }

    /** A game the standings cannot take, named by its number, line and reason. */
    public static final class BadGame extends IllegalArgumentException {
        public BadGame(String reason) {
            super(reason);
        }
    }

    private static final class Player {
        final String key;
        final String name;
        final String fideId;
        String title = "";
        Optional<Integer> rating = Optional.empty();
        final Map<Integer, String> opponentKeys = new HashMap<>();
        final Map<Integer, Outcome> outcomes = new HashMap<>();
        final Map<Integer, RoundResult.Colour> colours = new HashMap<>();

        Player(String key, String name, String fideId) {
            this.key = key;
            this.name = name;
            this.fideId = fideId;
        }
    }

    /** Every game must be read whole: the first that cannot is a {@link BadGame}. */
    public static Read read(Reader in) {
        return read(in, false);
    }

    /** With {@code leaveOutBad}, a game that cannot be read whole is left out and named in {@link Read#leftOut()}. */
    public static Read read(Reader in, boolean leaveOutBad) {
        Map<String, Player> players = new LinkedHashMap<>();
        int rounds = 0;
        int games = 0;
        List<String> leftOut = new ArrayList<>();
        Optional<LocalDate> start = Optional.empty();
        PgnReader reader = new PgnReader(in);
        while (reader.hasNext()) {
            PgnEntry entry = reader.next();
            games++;
            try {
                Optional<Integer> round = take(entry, players);
                if (round.isPresent()) {
                    rounds = Math.max(rounds, round.get());
                    start = earliest(start, entry.game().tags().get("Date"));
                }
            } catch (BadGame e) {
                if (!leaveOutBad) {
                    throw e;
                }
                leftOut.add(e.getMessage());
            }
        }
        if (games == 0) {
            throw new IllegalArgumentException("the file holds no PGN game: it is no tournament's games");
        }
        if (players.isEmpty()) {
            throw new IllegalArgumentException("none of the file's " + games + " games has a result (1-0, 0-1 or 1/2-1/2)"
                    + (leftOut.isEmpty() ? "" : " that could be read"));
        }
        List<Player> ordered = new ArrayList<>(players.values());
        ordered.sort(Comparator.comparing((Player p) -> -p.rating.orElse(0)).thenComparing(p -> p.name));
        Map<String, Integer> numbers = new HashMap<>();
        for (int i = 0; i < ordered.size(); i++) {
            numbers.put(ordered.get(i).key, i + 1);
        }
        List<Entrant> entrants = new ArrayList<>();
        for (Player p : ordered) {
            List<RoundResult> results = new ArrayList<>();
            for (int r = 1; r <= rounds; r++) {
                results.add(p.outcomes.containsKey(r)
                        ? new RoundResult(numbers.get(p.opponentKeys.get(r)), p.colours.get(r), p.outcomes.get(r))
                        : RoundResult.NOT_PAIRED);
            }
            entrants.add(new Entrant(numbers.get(p.key), p.name, p.fideId, p.title, p.rating, results));
        }
        return new Read(new Crosstable(rounds, Crosstable.guessKind(rounds, entrants.size()), entrants), start, leftOut);
    }

    /** Enters a finished game's result for both players, and returns its round; a game in play gives none. */
    private static Optional<Integer> take(PgnEntry entry, Map<String, Player> players) {
        if (entry.error().isPresent()) {
            throw new BadGame(entry.error().get().toString());
        }
        Map<String, String> tags = entry.game().tags();
        String result = tags.getOrDefault("Result", entry.game().result()).strip();
        if (result.equals("*")) {
            return Optional.empty();
        }
        int round = round(entry.number(), tags.get("Round"));
        Outcome w;
        Outcome b;
        switch (result) {
            case "1-0" -> { w = Outcome.WIN; b = Outcome.LOSS; }
            case "0-1" -> { w = Outcome.LOSS; b = Outcome.WIN; }
            case "1/2-1/2" -> { w = Outcome.DRAW; b = Outcome.DRAW; }
            default -> throw new BadGame("game " + entry.number() + ": the result '" + result
                    + "' is not 1-0, 0-1, 1/2-1/2 or *");
        }
        // Both players are checked before either is entered, so that a game left out leaves no trace.
        for (String side : List.of("White", "Black")) {
            Player known = players.get(key(tags, side));
            if (known != null && known.outcomes.containsKey(round)) {
                throw new BadGame("game " + entry.number() + ": " + known.name + " already has a game in round " + round);
            }
        }
        Player white = player(players, tags, "White");
        Player black = player(players, tags, "Black");
        if (white == black) {
            throw new BadGame("game " + entry.number() + ": " + white.name + " plays himself");
        }
        enter(white, round, black.key, RoundResult.Colour.WHITE, w);
        enter(black, round, white.key, RoundResult.Colour.BLACK, b);
        return Optional.of(round);
    }

    private static int round(int game, String tag) {
        String number = tag == null ? "" : tag.strip().split("\\.")[0];
        if (!number.matches("\\d{1,4}") || Integer.parseInt(number) < 1) {
            throw new BadGame("game " + game + ": the Round tag '" + (tag == null ? "" : tag)
                    + "' gives no round number; the standings need one for every game");
        }
        return Integer.parseInt(number);
    }

    private static String key(Map<String, String> tags, String side) {
        String fideId = tags.getOrDefault(side + "FideId", "").strip();
        return fideId.isEmpty() || fideId.equals("0") ? "name:" + tags.getOrDefault(side, "?").strip() : "fide:" + fideId;
    }

    private static Player player(Map<String, Player> players, Map<String, String> tags, String side) {
        String name = tags.getOrDefault(side, "?").strip();
        String fideId = tags.getOrDefault(side + "FideId", "").strip();
        String key = key(tags, side);
        Player p = players.computeIfAbsent(key, k -> new Player(k, name, fideId.equals("0") ? "" : fideId));
        String elo = tags.getOrDefault(side + "Elo", "").strip();
        if (p.rating.isEmpty() && elo.matches("\\d{3,4}") && Integer.parseInt(elo) > 0) {
            p.rating = Optional.of(Integer.parseInt(elo));
        }
        if (p.title.isEmpty()) {
            p.title = tags.getOrDefault(side + "Title", "").strip();
        }
        return p;
    }

    private static void enter(Player p, int round, String opponent, RoundResult.Colour colour, Outcome outcome) {
        p.outcomes.put(round, outcome);
        p.opponentKeys.put(round, opponent);
        p.colours.put(round, colour);
    }

    private static Optional<LocalDate> earliest(Optional<LocalDate> known, String tag) {
        if (tag == null || !tag.matches("\\d{4}\\.\\d{2}\\.\\d{2}")) {
            return known;
        }
        try {
            LocalDate date = LocalDate.parse(tag.replace('.', '-'));
            return known.isEmpty() || date.isBefore(known.get()) ? Optional.of(date) : known;
        } catch (DateTimeParseException e) {
            return known;
        }
    }
}

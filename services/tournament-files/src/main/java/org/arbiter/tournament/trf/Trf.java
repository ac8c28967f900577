package org.arbiter.tournament.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.arbiter.law.Result;
import org.arbiter.tournament.standings.Outcome;
import org.arbiter.tournament.standings.RoundResult;

/**
 * A tournament as TRF16 gives it: the lines other than the players' kept as they were (the
 * tournament's name is line {@code 012}), and the player lines ({@code 001}), read by their fixed
 * columns: starting rank 5-8, sex 10, title 11-13, name 15-47, rating 49-52, federation 54-56,
 * FIDE id 58-68, birth date 70-79, points 81-84, rank 86-89, and from column 92 ten columns a
 * round: opponent (4), colour, result.
 */
public record Trf(List<String> otherLines, List<TrfPlayer> players) {
    private static final String COLOURS = "wb- ";
    private static final String RESULTS = "10=+-WDLHFUZ ";

    public Trf {
        otherLines = List.copyOf(otherLines);
        players = List.copyOf(players);
    }

    /** The tournament's name (line {@code 012}), empty when the file has none. */
    public String name() {
        return otherLines.stream().filter(l -> l.startsWith("012")).map(l -> l.length() > 4 ? l.substring(4).strip() : "")
                .findFirst().orElse("");
    }

    /** The player with starting rank {@code number}. */
    public Optional<TrfPlayer> player(int number) {
        return players.stream().filter(p -> p.number() == number).findFirst();
    }

    /**
     * Reads a whole file; a line that cannot be read is a {@link TrfError} naming it and the column.
     * Lines may end with CR LF, LF, or CR alone, as the pairing programs write them.
     */
    public static Trf read(String text) {
        List<String> other = new ArrayList<>();
        List<TrfPlayer> players = new ArrayList<>();
        List<Integer> playerLines = new ArrayList<>();
        String[] lines = lines(text);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.startsWith("001")) {
                players.add(player(line, i + 1));
                playerLines.add(i + 1);
            } else if (!line.isBlank()) {
                other.add(line);
            }
        }
        if (players.isEmpty()) {
            throw new TrfError(1, 1, "the file has no player line (001)");
        }
        Set<Integer> numbers = new HashSet<>();
        for (int i = 0; i < players.size(); i++) {
            if (!numbers.add(players.get(i).number())) {
                throw new TrfError(playerLines.get(i), 5, "starting rank " + players.get(i).number() + " is given twice");
            }
        }
        for (int i = 0; i < players.size(); i++) {
            List<TrfGame> rounds = players.get(i).rounds();
            for (int r = 0; r < rounds.size(); r++) {
                int opponent = rounds.get(r).opponent();
                if (opponent != 0 && !numbers.contains(opponent)) {
                    throw new TrfError(playerLines.get(i), 92 + 10 * r, "round " + (r + 1) + ": no player has starting "
                            + "rank " + opponent);
                }
            }
        }
        return new Trf(other, players);
    }

    /** The file's lines, numbered from 1 as {@link TrfError} counts them, whatever ends them. */
    public static String[] lines(String text) {
        return text.split("\r\n|\r|\n", -1);
    }

    private static TrfPlayer player(String raw, int n) {
        String line = raw.length() < 89 ? raw + " ".repeat(89 - raw.length()) : raw;
        int number = number(line, n, 5, 8, "starting rank").orElseThrow(() -> new TrfError(n, 5, "the starting rank is missing"));
        String name = field(line, 15, 47);
        if (name.isEmpty()) {
            throw new TrfError(n, 15, "the player's name is missing");
        }
        String points = field(line, 81, 84);
        int tenths;
        try {
            tenths = points.isEmpty() ? 0 : (int) Math.round(Double.parseDouble(points) * 10);
        } catch (NumberFormatException e) {
            throw new TrfError(n, 81, "the points '" + points + "' are not a number");
        }
        List<TrfGame> rounds = new ArrayList<>();
        for (int start = 92; start <= line.length(); start += 10) {
            String entry = line.substring(start - 1, Math.min(line.length(), start + 7));
            if (entry.isBlank()) {
                rounds.add(new TrfGame(0, '-', ' '));
                continue;
            }
            String padded = entry + " ".repeat(8 - entry.length());
            int opponent = number(padded, n, 1, 4, "opponent").orElse(0);
            char colour = padded.charAt(5);
            char result = Character.toUpperCase(padded.charAt(7));
            if (COLOURS.indexOf(colour) < 0) {
                throw new TrfError(n, start + 5, "round " + (rounds.size() + 1) + ": the colour '" + colour
                        + "' is not w, b or -");
            }
            if (RESULTS.indexOf(result) < 0) {
                throw new TrfError(n, start + 7, "round " + (rounds.size() + 1) + ": the result '" + result
                        + "' is not one of 1 0 = + - W D L H F U Z");
            }
            rounds.add(new TrfGame(opponent, colour == ' ' ? '-' : colour, result));
        }
        while (!rounds.isEmpty() && rounds.get(rounds.size() - 1).opponent() == 0
                && rounds.get(rounds.size() - 1).result() == ' ') {
            rounds.remove(rounds.size() - 1);
        }
        return new TrfPlayer(number, field(line, 10, 10), field(line, 11, 13), name,
                number(line, n, 49, 52, "rating"), field(line, 54, 56), field(line, 58, 68), field(line, 70, 79),
                tenths, number(line, n, 86, 89, "rank").orElse(0), rounds);
    }

    /** The text in columns {@code from} to {@code to} (1-based, inclusive), stripped. */
    private static String field(String line, int from, int to) {
        return line.substring(from - 1, Math.min(to, line.length())).strip();
    }

    private static Optional<Integer> number(String line, int n, int from, int to, String what) {
        String f = field(line, from, to);
        if (f.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Integer.parseInt(f));
        } catch (NumberFormatException e) {
            throw new TrfError(n, from, "the " + what + " '" + f + "' is not a number");
        }
    }

    /**
     * The boards of round {@code round}: every pair whose White has the round's entry {@code w}.
     * TRF does not number boards, so they are numbered by the pair's best starting rank, as a
     * pairing program lists the top boards first.
     */
    public List<Pairing> pairings(int round) {
        List<int[]> pairs = new ArrayList<>();
        for (TrfPlayer p : players) {
            p.round(round).filter(g -> g.colour() == 'w' && g.opponent() != 0)
                    .ifPresent(g -> pairs.add(new int[] {p.number(), g.opponent()}));
        }
        pairs.sort(Comparator.comparingInt(pair -> Math.min(pair[0], pair[1])));
        List<Pairing> boards = new ArrayList<>();
        for (int[] pair : pairs) {
            boards.add(new Pairing(boards.size() + 1, pair[0], pair[1]));
        }
        return boards;
    }

    /**
     * This file with the result of one game of {@code round} written into both players' lines
     * (pairing them there if the file did not) and their points added up again; a game still in
     * play leaves the result blank.
     */
    public Trf withResult(int round, int white, int black, Result result) {
        char w = Outcome.of(result, RoundResult.Colour.WHITE).map(Outcome::code).orElse(' ');
        char b = Outcome.of(result, RoundResult.Colour.BLACK).map(Outcome::code).orElse(' ');
        List<TrfPlayer> out = new ArrayList<>();
        for (TrfPlayer p : players) {
            if (p.number() == white || p.number() == black) {
                List<TrfGame> games = new ArrayList<>(p.rounds());
                while (games.size() < round) {
                    games.add(new TrfGame(0, '-', ' '));
                }
                games.set(round - 1, p.number() == white ? new TrfGame(black, 'w', w) : new TrfGame(white, 'b', b));
                out.add(p.withRounds(games));
            } else {
                out.add(p);
            }
        }
        return new Trf(otherLines, out);
    }

    /** The file as TRF16: the other lines as they were read, then one {@code 001} line a player. */
    public String write() {
        StringBuilder out = new StringBuilder();
        otherLines.forEach(l -> out.append(l).append('\n'));
        for (TrfPlayer p : players) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "001 %4d %1s%3s %-33s %4s %3s %11s %10s %4s %4s",
                    p.number(), p.sex(), p.title(), cut(p.name(), 33), p.rating().map(String::valueOf).orElse(""),
                    p.federation(), p.fideId(), p.birth(), String.format(Locale.ROOT, "%.1f", p.pointsTenths() / 10.0),
                    p.rank() == 0 ? "" : String.valueOf(p.rank())));
            for (TrfGame g : p.rounds()) {
                boolean blank = g.opponent() == 0 && g.result() == ' ';
                line.append(blank ? "          " : String.format(Locale.ROOT, "  %4s %c %c",
                        g.opponent() == 0 ? "0000" : String.valueOf(g.opponent()), g.colour(), g.result()));
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    private static String cut(String s, int n) {
        return s.length() > n ? s.substring(0, n) : s;
    }
}

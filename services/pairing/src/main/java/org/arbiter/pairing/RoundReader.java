package org.arbiter.pairing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.arbiter.tournament.trf.Trf;
import org.arbiter.tournament.trf.TrfGame;
import org.arbiter.tournament.trf.TrfPlayer;

/**
 * Reads a TRF16 (or TRF-2026) file as the tournament before its next round, with the extensions the
 * pairing programs use: {@code XXR} (or {@code 142}) the number of rounds, {@code XXC white1|black1}
 * (or {@code 152 W|B}) the first player's colour in round 1, {@code XXA} a player's acceleration a
 * round. An entry in the round to pair ({@code 0000 - H}, {@code F} or {@code Z}) is a bye or an
 * absence known in advance; such a player is left out of the pairing.
 */
final class RoundReader {
    private RoundReader() {
    }

    /** A file read: each player's rounds, the rounds given by XXR (null without), the first colour, the lines. */
    record Parsed(List<List<Game>> histories, Integer expected, Colour initial, Map<Integer, List<Integer>> accelerations,
                  Map<Integer, Integer> lineOf) {
        /** The rounds the file holds. */
        int rounds() {
            return histories.stream().mapToInt(List::size).max().orElse(0);
        }
    }

    /** The file as the tournament before its next round. */
    static PairingRound read(String text) {
        return build(parse(text), 0);
    }

    /**
     * The tournament as it stood before round {@code round} (from 1): the rounds before it, and in it
     * only what was known in advance, the byes and absences of players not paired.
     */
    static PairingRound before(Parsed parsed, int round) {
        return build(parsed, round);
    }

    static Parsed parse(String text) {
        Trf trf = Trf.read(text);
        String[] lines = Trf.lines(text);
        Map<Integer, Integer> lineOf = new HashMap<>();
        Integer expected = null;
        Colour initial = Colour.NONE;
        Map<Integer, List<Integer>> accelerations = new HashMap<>();
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (l.startsWith("001") && l.length() >= 8) {
                lineOf.putIfAbsent(Integer.parseInt(l.substring(4, 8).strip()), i + 1);
            } else if (l.startsWith("XXR") || l.startsWith("142")) {
                try {
                    expected = Integer.parseInt(l.substring(3).strip());
                } catch (NumberFormatException e) {
                    throw new PairingInputError(i + 1, "the number of rounds '" + l.substring(3).strip() + "' is not a number");
                }
                if (expected < 1) {
                    throw new PairingInputError(i + 1, "the number of rounds must be at least 1");
                }
            } else if (l.startsWith("XXC")) {
                for (String token : l.substring(3).strip().split("\\s+")) {
                    if (token.equals("white1")) {
                        initial = Colour.WHITE;
                    } else if (token.equals("black1")) {
                        initial = Colour.BLACK;
                    }
                }
            } else if (l.startsWith("152 ")) {
                String c = l.substring(4).strip();
                if (!c.equals("W") && !c.equals("B")) {
                    throw new PairingInputError(i + 1, "the first colour '" + c + "' is not W or B");
                }
                initial = c.equals("W") ? Colour.WHITE : Colour.BLACK;
            } else if (l.startsWith("XXA")) {
                readAcceleration(l, i + 1, accelerations);
            }
        }
        int n = trf.players().size();
        List<List<Game>> histories = new ArrayList<>();
        for (int id = 0; id < n; id++) {
            int number = id + 1;
            TrfPlayer p = trf.player(number).orElseThrow(() -> new PairingInputError(0,
                    "no player has starting rank " + number + " (the ranks must run from 1 to " + n + ")"));
            List<Game> games = new ArrayList<>();
            for (int r = 0; r < p.rounds().size(); r++) {
                Game g = game(id, p.rounds().get(r), lineOf.get(number), r + 1);
                games.add(g);
            }
            histories.add(games);
        }
        if (initial == Colour.NONE) {
            initial = inferInitial(histories);
        }
        return new Parsed(histories, expected, initial, accelerations, lineOf);
    }

    private static PairingRound build(Parsed parsed, int round) {
        List<List<Game>> histories = new ArrayList<>();
        int played = 0;
        for (List<Game> h : parsed.histories()) {
            List<Game> games = new ArrayList<>(h);
            if (round > 0) {
                while (games.size() > round) {
                    games.remove(games.size() - 1);
                }
                if (games.size() == round && games.get(round - 1).paired()) {
                    games.remove(round - 1);
                }
            }
            for (int r = 0; r < games.size(); r++) {
                played = Math.max(played, r + (games.get(r).paired() ? 1 : 0));
            }
            histories.add(games);
        }
        int n = histories.size();
        int p = played;
        if (n > 0 && histories.stream().allMatch(h -> h.size() > p)) {
            played++;
        }
        Integer expected = parsed.expected();
        if (expected == null) {
            if (round == 0) {
                throw new PairingInputError(0, "the number of rounds is not given (an XXR or 142 line)");
            }
            expected = Math.max(parsed.rounds(), played + 1);
        } else if (played > expected - 1) {
            throw new PairingInputError(0, "the file has " + played + " rounds played of the tournament's " + expected
                    + ": there is no round left to pair");
        }
        Map<Integer, Integer> lineOf = parsed.lineOf();
        Colour initial = parsed.initial();
        Map<Integer, List<Integer>> accelerations = parsed.accelerations();
        List<Entrant> players = new ArrayList<>();
        int rank = 0;
        for (int id = 0; id < n; id++) {
            List<Game> games = histories.get(id);
            while (games.size() < played) {
                games.add(Game.absent(id));
            }
            int score = 0;
            for (int r = 0; r < played; r++) {
                score += PairingRound.points(null, games.get(r));
            }
            Entrant e = new Entrant(id, score, accelerations.getOrDefault(id + 1, List.of()), games);
            boolean valid = games.size() <= played || games.stream().anyMatch(Game::paired);
            e.rank = valid ? rank++ : -1;
            players.add(e);
        }
        check(players, played, lineOf);
        for (Entrant e : players) {
            for (Game g : e.games) {
                if (g.played()) {
                    e.forbidden.add(g.opponent());
                }
            }
            e.computeColours();
        }
        if (initial == Colour.NONE) {
            throw new PairingInputError(0, "the first player's colour in round 1 is not given and cannot be read from the "
                    + "file: add a line XXC white1 (or black1)");
        }
        return new PairingRound(players, played, expected, initial);
    }

    private static Game game(int self, TrfGame t, Integer line, int round) {
        int opponent = t.opponent() == 0 ? self : t.opponent() - 1;
        char r = t.result();
        int ln = line == null ? 0 : line;
        if (opponent == self && t.opponent() != 0) {
            throw new PairingInputError(ln, "round " + round + ": the player is paired against themselves");
        }
        Colour c = t.colour() == 'w' ? Colour.WHITE : t.colour() == 'b' ? Colour.BLACK : Colour.NONE;
        if (opponent == self && c != Colour.NONE) {
            throw new PairingInputError(ln, "round " + round + ": a colour without an opponent");
        }
        int outcome = "D=H".indexOf(r) >= 0 ? Game.DRAW : "+W1FU".indexOf(r) >= 0 ? Game.WIN : Game.LOSS;
        boolean played = opponent != self && c != Colour.NONE;
        if ("+-HFUZ ".indexOf(r) >= 0) {
            played = false;
            if (r != '+' && r != '-' && opponent != self) {
                throw new PairingInputError(ln, "round " + round + ": the result '" + r + "' is for a round without an opponent");
            }
        } else if (c == Colour.NONE && (r != '=' || opponent != self)) {
            throw new PairingInputError(ln, "round " + round + ": a game played needs a colour, w or b");
        }
        boolean paired = opponent != self || r == 'U' || r == '+';
        return new Game(opponent, c, outcome, played, paired);
    }

    /** Each game played must be in the opponent's line too, the same round, with the other colour. */
    private static void check(List<Entrant> players, int played, Map<Integer, Integer> lineOf) {
        for (Entrant e : players) {
            for (int r = 0; r < e.games.size(); r++) {
                Game g = e.games.get(r);
                if (!g.played()) {
                    continue;
                }
                Entrant o = players.get(g.opponent());
                Game og = r < o.games.size() ? o.games.get(r) : null;
                if (og == null || !og.played() || og.opponent() != e.id || og.colour() == g.colour()) {
                    throw new PairingInputError(lineOf.getOrDefault(e.id + 1, 0), "round " + (r + 1) + ": the game with "
                            + (o.id + 1) + " is not in " + (o.id + 1) + "'s line with the other colour");
                }
            }
        }
    }

    private static void readAcceleration(String l, int line, Map<Integer, List<Integer>> accelerations) {
        int id;
        try {
            id = Integer.parseInt(l.substring(4, Math.min(8, l.length())).strip());
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            throw new PairingInputError(line, "XXA: the starting rank in columns 5-8 is not a number");
        }
        List<Integer> list = new ArrayList<>();
        for (int start = 9; start + 4 <= l.length(); start += 5) {
            String f = l.substring(start, start + 4).strip();
            try {
                list.add(f.isEmpty() ? 0 : (int) Math.round(Double.parseDouble(f) * 10));
            } catch (NumberFormatException e) {
                throw new PairingInputError(line, "XXA: the points '" + f + "' in columns " + (start + 1) + "-" + (start + 4)
                        + " are not a number");
            }
        }
        accelerations.put(id, list);
    }

    /** Without XXC, the first colour is read from the first round with colours: that of the best-ranked player paired. */
    private static Colour inferInitial(List<List<Game>> histories) {
        int minRound = Integer.MAX_VALUE;
        for (List<Game> h : histories) {
            for (int r = 0; r < h.size(); r++) {
                if (h.get(r).colour() != Colour.NONE) {
                    minRound = Math.min(minRound, r);
                }
            }
        }
        if (minRound == Integer.MAX_VALUE) {
            return Colour.NONE;
        }
        int number = 0;
        for (List<Game> h : histories) {
            boolean paired = false;
            for (int r = 0; r <= minRound && r < h.size(); r++) {
                paired |= h.get(r).paired();
            }
            if (paired) {
                Colour c = minRound < h.size() ? h.get(minRound).colour() : Colour.NONE;
                if (c != Colour.NONE) {
                    return (number & 1) != 0 ? c.invert() : c;
                }
                number++;
            }
        }
        return Colour.NONE;
    }
}

package org.arbiter.pairing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The rounds of a tournament paired by the reference engine, each as the file stood before it (as
 * ../shared/pairing/pairing_check.py writes it) with the pairs played in it: rounds before with their
 * results and points, the round's byes known in advance, XXR and XXC.
 */
final class ReferenceRounds {
    record Round(String name, int round, String input, Set<Pair> played) {
    }

    private ReferenceRounds() {
    }

    static List<Round> of(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.ISO_8859_1);
        List<String> lines = new ArrayList<>();
        for (String l : text.replace("\r\n", "\n").replace('\r', '\n').split("\n")) {
            if (!l.isBlank()) {
                lines.add(l);
            }
        }
        int n = 0;
        for (String l : lines) {
            if (l.startsWith("001")) {
                n = Math.max(n, cells(l).size());
            }
        }
        List<Round> out = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            Set<Pair> want = played(lines, r);
            if (!want.isEmpty()) {
                out.add(new Round(file.getFileName().toString(), r, input(lines, r, n), want));
            }
        }
        return out;
    }

    /** A round's cells: opponent, colour, result. */
    static List<String[]> cells(String line) {
        List<String[]> out = new ArrayList<>();
        String l = line.stripTrailing();
        for (int i = 91; i + 8 <= l.length() + 1; i += 10) {
            String cell = String.format(Locale.ROOT, "%-10s", l.substring(i, Math.min(l.length(), i + 10)));
            if (cell.isBlank()) {
                break;
            }
            out.add(new String[] {cell.substring(0, 4).strip(), cell.substring(5, 6), cell.substring(7, 8)});
        }
        return out;
    }

    private static double points(String result) {
        return switch (result) {
            case "1", "+", "W", "F", "U" -> 1.0;
            case "=", "D", "H" -> 0.5;
            default -> 0.0;
        };
    }

    static String input(List<String> lines, int r, int total) {
        List<String> out = new ArrayList<>();
        String first = null;
        for (String l : lines) {
            if (!l.startsWith("001")) {
                if (!l.startsWith("XXR")) {
                    out.add(l);
                }
                continue;
            }
            List<String[]> rs = cells(l);
            List<String[]> before = rs.subList(0, Math.min(rs.size(), r - 1));
            double pts = 0;
            for (String[] c : before) {
                pts += points(c[2]);
            }
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-80s", l.substring(0, Math.min(80, l.length()))));
            b.append(String.format(Locale.ROOT, "%4.1f", pts));
            b.append(String.format(Locale.ROOT, "%-7s", l.length() > 84 ? l.substring(84, Math.min(91, l.length())) : ""));
            List<String> cs = new ArrayList<>();
            for (String[] c : before) {
                cs.add(String.format(Locale.ROOT, "%4s %s %s", c[0], c[1], c[2]));
            }
            if (rs.size() >= r && (rs.get(r - 1)[0].equals("0000") || rs.get(r - 1)[0].isEmpty())
                    && "HFZ".contains(rs.get(r - 1)[2])) {
                cs.add("0000 - " + rs.get(r - 1)[2]);
            }
            b.append(String.join("  ", cs));
            out.add(b.toString());
            if (Integer.parseInt(l.substring(4, 8).strip()) == 1 && !rs.isEmpty()) {
                first = rs.get(0)[1];
            }
        }
        out.add("XXR " + total);
        if ("w".equals(first) || "b".equals(first)) {
            out.add("XXC " + ("w".equals(first) ? "white1" : "black1"));
        }
        return String.join("\r", out) + "\r";
    }

    static Set<Pair> played(List<String> lines, int r) {
        Set<Pair> pairs = new HashSet<>();
        for (String l : lines) {
            if (!l.startsWith("001")) {
                continue;
            }
            int me = Integer.parseInt(l.substring(4, 8).strip());
            List<String[]> rs = cells(l);
            if (rs.size() < r) {
                continue;
            }
            String[] c = rs.get(r - 1);
            boolean none = c[0].equals("0000") || c[0].isEmpty();
            if (!none && c[1].equals("w")) {
                pairs.add(new Pair(me, Integer.parseInt(c[0])));
            } else if (none && c[2].equals("U")) {
                pairs.add(new Pair(me, 0));
            }
        }
        return pairs;
    }

    /** Pairs every round of the files given and prints each discrepancy and the count, as pairing_check.py does. */
    public static void main(String[] args) throws IOException {
        int ok = 0;
        int total = 0;
        long start = System.nanoTime();
        for (String f : args) {
            int fileOk = ok;
            int fileTotal = total;
            for (Round round : of(Path.of(f))) {
                total++;
                Set<Pair> got;
                String why;
                try {
                    got = new HashSet<>(Dutch.pair(round.input()));
                    why = got.equals(round.played()) ? null : diff(round.played(), got);
                } catch (RuntimeException e) {
                    why = "failed: " + e;
                }
                if (why == null) {
                    ok++;
                } else {
                    System.out.println(round.name() + " round " + round.round() + ": " + why);
                }
            }
            System.out.printf(Locale.ROOT, "# %s %d of %d (%.0f s)%n", Path.of(f).getFileName(), ok - fileOk,
                    total - fileTotal, (System.nanoTime() - start) / 1e9);
        }
        System.out.printf(Locale.ROOT, "%d of %d rounds paired as the reference (%.1f s)%n", ok, total,
                (System.nanoTime() - start) / 1e9);
    }

    private static String diff(Set<Pair> want, Set<Pair> got) {
        Set<Pair> missing = new HashSet<>(want);
        missing.removeAll(got);
        Set<Pair> extra = new HashSet<>(got);
        extra.removeAll(want);
        return "missing " + missing + ", extra " + extra;
    }
}

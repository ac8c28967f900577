package org.arbiter.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.arbiter.tournament.standings.Crosstable;
import org.arbiter.tournament.standings.PgnCrosstable;
import org.arbiter.tournament.standings.Regulations;
import org.arbiter.tournament.standings.Standing;
import org.arbiter.tournament.standings.Standings;
import org.arbiter.tournament.standings.Tiebreak;
import org.arbiter.tournament.trf.Trf;
import org.arbiter.tournament.trf.TrfCrosstable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter standings FILE [--tiebreaks BH-C1,BH,ARO-C1] [--regulations 2023|2026] [--json]}:
 * the final standings of a tournament read from a PGN file (the games' tags) or a TRF16 file, ranked
 * by points and then by FIDE's tie-breaks (C.07) in the order given. A table, or with {@code --json}
 * one object a participant.
 */
@Command(name = "standings", mixinStandardHelpOptions = true,
        description = "Ranks a tournament's participants from a PGN or TRF file by points, then FIDE C.07 tie-breaks.",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:the standings were printed", "2:the file, a tie-break or an option cannot be read"})
final class StandingsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "FILE", description = "A PGN file of the tournament's games, or its TRF16 file (.trf or .txt).")
    private Path file;

    @Option(names = "--tiebreaks", paramLabel = "LIST", split = ",",
            description = "Tie-breaks in order, by their C.07 acronyms: DE, WIN, WON, BPG, BWG, PS, GE, BH, AOB, SB, KS, "
                    + "ARO, TPR, PTP, APRO, APPO, with -C1, -C2, -M1, -M2 after BH, SB, ARO, PS. By default the TRF-2026 "
                    + "file's 202 line, else BH-C1,BH for a Swiss and DE,SB for a round-robin.")
    private List<String> tiebreaks;

    @Option(names = "--regulations", paramLabel = "YEAR",
            description = "The text of C.07's Article 16: 2023, or 2026 (applied from 1 March 2026). By default the one in "
                    + "force when the tournament started (the games' earliest date, the TRF's 042 line), else 2026.")
    private String regulations;

    @Option(names = "--json", description = "One JSON object a participant: rank, name, fideId, points, tiebreaks.")
    private boolean json;

    @Option(names = "--skip-bad", description = "Leave out the PGN games that cannot be read whole, and say how many; "
            + "without it such a game refuses the file (exit 2), since standings from part of it would be wrong.")
    private boolean skipBad;

    /** A participant's line as the JSON output gives it; a tie-break without a value is null. */
    record Row(int rank, String name, String fideId, BigDecimal points, Map<String, BigDecimal> tiebreaks) {
    }

    @Override
    public Integer call() throws JsonProcessingException {
        String text = TextFile.read(file);
        boolean trf = file.getFileName().toString().toLowerCase(Locale.ROOT).matches(".*\\.(trf|trf16|trf26|trfx|txt)")
                || text.startsWith("012 ") || text.startsWith("001 ");
        Crosstable table;
        Optional<LocalDate> start;
        List<Tiebreak> declared = List.of();
        List<String> leftOut = List.of();
        if (trf) {
            Trf read = Trf.read(text);
            table = TrfCrosstable.of(read);
            if (table.entrants().isEmpty()) {
                throw new IllegalArgumentException(file + ": no player line (001): it is no tournament");
            }
            start = TrfCrosstable.startDate(read);
            declared = TrfCrosstable.tiebreaks(read);
        } else {
            PgnCrosstable.Read read;
            try {
                read = PgnCrosstable.read(new StringReader(text), skipBad);
            } catch (PgnCrosstable.BadGame e) {
                throw new IllegalArgumentException(file + ": " + e.getMessage() + "; standings need every game read"
                        + " (--skip-bad leaves out the games that cannot be, and says how many)");
            }
            table = read.crosstable();
            start = read.start();
            leftOut = read.leftOut();
        }
        if (!leftOut.isEmpty()) {
            // Said on stderr for both forms: the JSON on stdout stays one array of participants.
            PrintWriter err = spec.commandLine().getErr();
            err.println("standings: " + Plural.of(leftOut.size(), "game") + " left out, not read whole; the first: "
                    + leftOut.get(0));
            err.flush();
        }
        List<Tiebreak> order = new ArrayList<>();
        if (tiebreaks != null) {
            for (String name : tiebreaks) {
                order.add(Tiebreak.parse(name));
            }
        } else {
            order.addAll(declared.isEmpty() ? Tiebreak.defaultOrder(table) : declared);
        }
        Regulations regs = regulations != null ? Regulations.ofYear(regulations)
                : Regulations.forTournament(start, LocalDate.now(ZoneOffset.UTC));
        List<Standing> standings = Standings.of(table, order, regs);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            List<Row> rows = new ArrayList<>();
            for (Standing s : standings) {
                Map<String, BigDecimal> values = new LinkedHashMap<>();
                s.values().forEach(v -> values.put(v.tiebreak().toString(), v.value().orElse(null)));
                rows.add(new Row(s.rank(), s.entrant().name(), s.entrant().fideId(), s.points(), values));
            }
            // Made here, not when picocli makes the command for --help: Jackson is 350 classes to load.
            out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(rows));
        } else {
            printTable(out, standings, order, regs);
            if (!leftOut.isEmpty()) {
                out.println("Without " + Plural.of(leftOut.size(), "game") + " of the file that could not be read whole.");
            }
        }
        out.flush();
        return 0;
    }

    private static void printTable(PrintWriter out, List<Standing> standings, List<Tiebreak> order, Regulations regs) {
        int nameWidth = Math.max(4, standings.stream().mapToInt(s -> s.entrant().name().length()).max().orElse(4));
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%4s  %-" + nameWidth + "s  %6s", "Rank", "Name", "Pts"));
        order.forEach(tb -> head.append(String.format(Locale.ROOT, "  %7s", tb)));
        out.println(head);
        for (Standing s : standings) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%4d  %-" + nameWidth + "s  %6s", s.rank(),
                    s.entrant().name(), s.points().toPlainString()));
            s.values().forEach(v -> line.append(String.format(Locale.ROOT, "  %7s",
                    v.value().map(BigDecimal::toPlainString).orElse("-"))));
            out.println(line);
        }
        out.println("Tie-breaks by FIDE C.07, unplayed rounds by its " + regs.year() + " text.");
    }
}

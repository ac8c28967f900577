package org.arbiter.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.arbiter.pairing.Dutch;
import org.arbiter.pairing.NoValidPairing;
import org.arbiter.pairing.Pair;
import org.arbiter.pairing.PairingCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter pair --dutch IN.trf -p [OUT]} pairs the next round by the FIDE Dutch system (2025),
 * {@code -c} checks every round of the file: the command line of JaVaFo and bbpPairings, with their
 * exit codes, so that a pairing program can call this one instead.
 */
@Command(name = "pair", mixinStandardHelpOptions = true,
        description = "Pairs the next round of a TRF file by the FIDE Dutch system (C.04.3, 2025 rules), or checks "
                + "every round's pairings in it.",
        exitCodeListHeading = "Exit codes:%n",
        exitCodeList = {"0:paired (or checked)", "1:no pairing meets the absolute criteria",
                "3:the file cannot be read as a tournament (the message names the line)",
                "5:the input or output file cannot be opened"})
final class PairCommand implements Callable<Integer> {
    static final int NO_VALID_PAIRING = 1;
    static final int BAD_INPUT = 3;
    static final int FILE_ERROR = 5;

    @Spec
    private CommandSpec spec;

    @Option(names = "--dutch", required = true, paramLabel = "IN.trf",
            description = "The tournament: TRF16 with XXR (rounds), XXC (white1/black1) and XXA, or TRF-2026.")
    private Path input;

    @Option(names = "-p", arity = "0..1", paramLabel = "OUT", fallbackValue = "",
            description = "Pair the next round: the number of pairs, then 'white black' a line, the bye as "
                    + "'player 0'; to OUT, or standard output without it.")
    private String pairOutput;

    @Option(names = "-c", description = "Check every round's pairings and list each discrepancy with the criterion "
            + "it breaks.")
    private boolean check;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (check == (pairOutput != null)) {
            err.println("pair: give either -p [OUT] to pair the next round or -c to check the file");
            return BAD_INPUT;
        }
        String text;
        try {
            text = read(input);
        } catch (IOException e) {
            err.println("pair: cannot read " + input + ": " + (e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.getMessage()));
            return FILE_ERROR;
        }
        try {
            return check ? check(text) : pair(text, err);
        } catch (IllegalArgumentException e) {
            err.println("pair: " + input + ": " + e.getMessage());
            return BAD_INPUT;
        }
    }

    private int pair(String text, PrintWriter err) {
        List<Pair> pairs;
        try {
            pairs = Dutch.pair(text);
        } catch (NoValidPairing e) {
            err.println("pair: " + input + ": no valid pairing: " + e.getMessage());
            return NO_VALID_PAIRING;
        }
        StringBuilder out = new StringBuilder().append(pairs.size()).append('\n');
        for (Pair p : pairs) {
            out.append(p.white()).append(' ').append(p.black()).append('\n');
        }
        if (pairOutput.isEmpty()) {
            PrintWriter stdout = spec.commandLine().getOut();
            stdout.print(out);
            stdout.flush();
            return 0;
        }
        try {
            Files.writeString(Path.of(pairOutput), out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println("pair: cannot write " + pairOutput + ": " + e.getMessage());
            return FILE_ERROR;
        }
        return 0;
    }

    private int check(String text) {
        PairingCheck.Report report = PairingCheck.check(text);
        PrintWriter out = spec.commandLine().getOut();
        report.findings().forEach(out::println);
        out.println(report.agreeing() + " of " + report.rounds() + " rounds paired as the Dutch system pairs them, "
                + report.findings().size() + " discrepancies");
        out.flush();
        return 0;
    }

    /** The file as UTF-8, or Latin-1 when it is not (older pairing programs write TRF so). */
    private static String read(Path path) throws IOException {
        byte[] bytes = Files.readAllBytes(path);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }
}

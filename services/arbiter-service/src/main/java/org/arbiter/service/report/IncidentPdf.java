package org.arbiter.service.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * An incident report as a PDF of A4 pages, written line by line with PDFBox's standard fonts:
 * Helvetica for the words, Courier for the boards. Those fonts know only Latin-1, so any other
 * character is written as {@code ?} rather than failing the report.
 */
final class IncidentPdf {
    private static final float MARGIN = 50;
    private static final float WIDTH = PDRectangle.A4.getWidth() - 2 * MARGIN;
    private static final PDType1Font TEXT = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    private static final PDType1Font BOLD = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);
    private static final PDType1Font MONO = new PDType1Font(Standard14Fonts.FontName.COURIER);

    private final PDDocument doc = new PDDocument();
    private PDPageContentStream page;
    private float y;

    private IncidentPdf() {
    }

    static byte[] render(IncidentReport r) {
        IncidentPdf pdf = new IncidentPdf();
        try {
            pdf.write(r);
            pdf.page.close();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            pdf.doc.save(out);
            pdf.doc.close();
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("the incident report could not be written as PDF", e);
        }
    }

    private void write(IncidentReport r) throws IOException {
        newPage();
        wrap(BOLD, 16, "Incident report: game " + r.gameId() + ", act " + r.seq());
        wrap(TEXT, 11, r.white() + " (White) v " + r.black() + " (Black)");
        wrap(TEXT, 11, "Event: " + r.event() + "   Round: " + r.round() + "   Code: " + r.code());
        gap();
        line(BOLD, 12, "Acts around the ruling");
        for (IncidentReport.ActLine a : r.acts()) {
            wrap(a.ruled() ? BOLD : TEXT, 10, a.seq() + ". " + a.words());
        }
        gap();
        line(BOLD, 12, "The board before and after act " + r.seq());
        List<String> before = diagram(r.before());
        List<String> after = diagram(r.after());
        for (int i = 0; i < 8; i++) {
            line(MONO, 10, before.get(i) + "      " + after.get(i));
        }
        gap();
        line(BOLD, 12, "Ruling");
        rulings(r.rulings());
        for (IncidentReport.AppealLine a : r.appeals()) {
            gap();
            wrap(BOLD, 12, "Appeal lodged at act " + a.seq() + " by " + a.by()
                    + (a.lodged() == null ? "" : ", " + a.lodged() + " into play"));
            wrap(TEXT, 10, "Grounds: " + a.grounds());
            rulings(a.outcome());
            if (a.decidedAt() != null) {
                wrap(BOLD, 12, "Decision at act " + a.decidedAt() + ": " + a.decision());
                rulings(a.decisionRulings());
            } else {
                line(TEXT, 10, "Not yet decided.");
            }
        }
    }

    private void rulings(List<IncidentReport.RulingLine> rulings) throws IOException {
        for (IncidentReport.RulingLine l : rulings) {
            wrap(BOLD, 10, l.law() + ": " + l.text());
            if (l.words() != null && !l.words().isEmpty()) {
                wrap(TEXT, 10, l.summary() ? "The law, in summary (not its words): " + l.words()
                        : "The law: \"" + l.words() + "\"");
            }
        }
    }

    /** Eight rows of a FEN placement, White at the bottom, with rank numbers. */
    static List<String> diagram(String fen) {
        String[] ranks = fen.split(" ")[0].split("/");
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < ranks.length; i++) {
            StringBuilder row = new StringBuilder().append(8 - i).append(' ');
            for (char c : ranks[i].toCharArray()) {
                if (Character.isDigit(c)) {
                    row.append(". ".repeat(c - '0'));
                } else {
                    row.append(c).append(' ');
                }
            }
            rows.add(row.toString());
        }
        return rows;
    }

    /** Writes {@code text} in lines that fit the page, broken between words, and within a word too long for a line. */
    private void wrap(PDType1Font font, float size, String text) throws IOException {
        StringBuilder current = new StringBuilder();
        for (String word : pieces(font, size, safe(text))) {
            String next = current.isEmpty() ? word : current + " " + word;
            if (width(font, size, next) > WIDTH && !current.isEmpty()) {
                line(font, size, current.toString());
                current = new StringBuilder(word);
            } else {
                current = new StringBuilder(next);
            }
        }
        line(font, size, current.toString());
    }

    /** The words of {@code text}, a word wider than a line cut into pieces that fit. */
    private static List<String> pieces(PDType1Font font, float size, String text) throws IOException {
        List<String> out = new ArrayList<>();
        for (String word : text.split(" ")) {
            int start = 0;
            for (int end = 1; end <= word.length(); end++) {
                if (end - start > 1 && width(font, size, word.substring(start, end)) > WIDTH) {
                    out.add(word.substring(start, end - 1));
                    start = end - 1;
                }
            }
            out.add(word.substring(start));
        }
        return out;
    }

    private static float width(PDType1Font font, float size, String text) throws IOException {
        return font.getStringWidth(text) / 1000 * size;
    }

    private void line(PDType1Font font, float size, String text) throws IOException {
        if (y < MARGIN + size) {
            page.close();
            newPage();
        }
        page.beginText();
        page.setFont(font, size);
        page.newLineAtOffset(MARGIN, y);
        page.showText(safe(text));
        page.endText();
        y -= size * 1.4f;
    }

    private void gap() {
        y -= 8;
    }

    private void newPage() throws IOException {
        PDPage p = new PDPage(PDRectangle.A4);
        doc.addPage(p);
        page = new PDPageContentStream(doc, p);
        y = PDRectangle.A4.getHeight() - MARGIN;
    }

    /** The text with what Latin-1 lacks written as {@code ?}, typographic quotes and dashes as their plain forms. */
    private static String safe(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            char plain = switch (c) {
                case '\u2018', '\u2019' -> '\'';
                case '\u201c', '\u201d' -> '"';
                case '\u2013', '\u2014' -> '-';
                case '\n', '\r', '\t' -> ' ';
                default -> c;
            };
            out.append(plain < 0x20 || plain > 0xff ? '?' : plain);
        }
        return out.toString();
    }
}

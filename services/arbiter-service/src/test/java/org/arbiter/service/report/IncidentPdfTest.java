package org.arbiter.service.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.arbiter.law.json.Json;
import org.arbiter.service.history.StoredGame;
import org.junit.jupiter.api.Test;

/** An incident report rendered to PDF with PDFBox and its text read back. */
class IncidentPdfTest {
    private static final String[] ACTS = {
        "{\"act\":\"move\",\"by\":\"white\",\"move\":\"e4\",\"at\":20}",
        "{\"act\":\"move\",\"by\":\"black\",\"move\":\"e5\",\"at\":40}",
        "{\"act\":\"move\",\"by\":\"white\",\"from\":\"f1\",\"to\":\"b6\",\"at\":50}",
        "{\"act\":\"move\",\"by\":\"white\",\"from\":\"f1\",\"to\":\"h6\",\"at\":70}",
        "{\"act\":\"appeal\",\"by\":\"white\",\"ruling\":4,\"grounds\":\"the Bishop never left f1\",\"at\":100}",
        "{\"act\":\"decide-appeal\",\"by\":\"arbiter\",\"appeal\":5,\"decision\":\"upheld\","
                + "\"reasons\":\"two witnesses saw it\",\"deciders\":[\"Appeals Committee\"]}"};

    @SuppressWarnings("unchecked")
    private static StoredGame game() {
        Map<String, Object> header = (Map<String, Object>) Json.parse("{\"code\":\"fide-2023\",\"white\":\"Tarrasch\","
                + "\"black\":\"Lasker\",\"event\":\"Club Championship 1897\",\"round\":\"2\"}");
        List<org.arbiter.law.sequence.Action> acts = new ArrayList<>();
        for (String a : ACTS) {
            acts.add(org.arbiter.law.sequence.SequenceReader.action(a, acts.size() + 1));
        }
        return new StoredGame("g-1", header, acts);
    }

    @Test
    void fide_7_5_5_theReportHasTheHeaderTheLawsWordsTheRulingAndTheAppealDecision() throws IOException {
        IncidentReport report = IncidentReport.of(game(), 4).orElseThrow();

        String text;
        try (PDDocument pdf = Loader.loadPDF(IncidentPdf.render(report))) {
            text = new PDFTextStripper().getText(pdf).replaceAll("\\s+", " ");
        }

        assertThat(text).contains("Incident report: game g-1, act 4", "Tarrasch (White) v Lasker (Black)",
                "Event: Club Championship 1897 Round: 2 Code: fide-2023");
        assertThat(text).contains("7.5.5: Second completed illegal move by White: the game is lost by him.");
        assertThat(report.rulings().get(1).words()).isNotBlank();
        assertThat(report.rulings().get(1).summary()).as("FIDE's words are the project's summary").isTrue();
        assertThat(text).contains("The law, in summary (not its words): " + report.rulings().get(1).words().substring(0, 40))
                .doesNotContain("The law: \"");
        assertThat(text).contains("Appeal lodged at act 5 by white", "Grounds: the Bishop never left f1",
                "Decision at act 6: upheld", "Appeals Committee upholds the ruling 7.5.1, 7.5.5 given at act 4");
        assertThat(text).contains("8 r n b q k b n r");
    }

    @Test
    void theActsAreInWordsAsTheTimelineSaysThemAndTheAppealsTimeAsAClockShowsIt() throws IOException {
        IncidentReport report = IncidentReport.of(game(), 4).orElseThrow();

        assertThat(report.acts()).extracting(IncidentReport.ActLine::words).contains("White moves Bf1-b6 (at 50s)",
                "White appeals against the ruling of act 4: the Bishop never left f1 (at 1m40s)");
        assertThat(report.appeals().get(0).lodged()).isEqualTo("0:01:40");
        String text = text(report);
        assertThat(text).contains("3. White moves Bf1-b6 (at 50s)", "Appeal lodged at act 5 by white, 0:01:40 into play")
                .doesNotContain("PT1M40S", "{", "from=");
    }

    @Test
    void aLongTitleIsWrappedWithinThePage() throws IOException {
        String id = "club-championship-of-the-british-chess-association-1897-r12-b34-" + "x".repeat(30);
        StoredGame g = game();
        IncidentReport report = IncidentReport.of(new StoredGame(id, g.headerFields(), g.actions()), 4).orElseThrow();

        List<Float> ends = new ArrayList<>();
        try (PDDocument pdf = Loader.loadPDF(IncidentPdf.render(report))) {
            PDFTextStripper stripper = new PDFTextStripper() {
                @Override
                protected void writeString(String line, List<TextPosition> positions) {
                    for (TextPosition p : positions) {
                        ends.add(p.getXDirAdj() + p.getWidthDirAdj());
                    }
                }
            };
            stripper.getText(pdf);
            assertThat(ends).isNotEmpty().allSatisfy(x -> assertThat(x).isLessThanOrEqualTo(
                    pdf.getPage(0).getMediaBox().getWidth() - 40));
            assertThat(new PDFTextStripper().getText(pdf).replaceAll("\\s+", "")).contains(id);
        }
    }

    private static String text(IncidentReport report) throws IOException {
        try (PDDocument pdf = Loader.loadPDF(IncidentPdf.render(report))) {
            return new PDFTextStripper().getText(pdf).replaceAll("\\s+", " ");
        }
    }

    @Test
    void anActWithoutARulingHasNoReport() {
        assertThat(IncidentReport.of(game(), 1)).isEmpty();
        assertThat(IncidentReport.of(game(), 99)).isEmpty();
    }

    @Test
    void theReportShowsTheActsAroundTheRulingAndTheBoardBeforeAndAfter() {
        IncidentReport report = IncidentReport.of(game(), 3).orElseThrow();

        assertThat(report.acts()).extracting(IncidentReport.ActLine::seq).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(report.acts().get(2).ruled()).isTrue();
        assertThat(report.before()).startsWith("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w");
        assertThat(IncidentPdf.diagram(report.before()).get(7)).isEqualTo("1 R N B Q K B N R ");
    }
}

package org.arbiter.service.report;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.history.StoredGame;
import org.arbiter.service.history.Sight;
import org.arbiter.service.web.BadQuery;
import org.arbiter.service.web.UnknownGame;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/** The incident report on the rulings of one act, as JSON (for the printable page) and as PDF. */
@RestController
@Tag(name = "reports", description = "Incident reports on rulings")
class ReportController {
    private final GameHistory history;

    ReportController(GameHistory history) {
        this.history = history;
    }

    @Operation(summary = "The incident report on the rulings act {seq} produced")
    @GetMapping(path = "/api/games/{id}/rulings/{seq}/report", produces = MediaType.APPLICATION_JSON_VALUE)
    IncidentReport report(@PathVariable("id") String gameId, @PathVariable("seq") int seq,
                          @Parameter(hidden = true) Sight sight) {
        StoredGame game = history.load(gameId, sight).orElseThrow(() -> new UnknownGame(gameId));
        return IncidentReport.of(game, seq).orElseThrow(() -> new BadQuery("act " + seq + " of game " + gameId
                + " gave no ruling"));
    }

    @Operation(summary = "The incident report as a PDF")
    @GetMapping(path = "/api/games/{id}/rulings/{seq}/report.pdf", produces = MediaType.APPLICATION_PDF_VALUE)
    ResponseEntity<byte[]> pdf(@PathVariable("id") String gameId, @PathVariable("seq") int seq,
                               @Parameter(hidden = true) Sight sight) {
        byte[] pdf = IncidentPdf.render(report(gameId, seq, sight));
        return ResponseEntity.ok().header(HttpHeaders.CONTENT_DISPOSITION,
                "inline; filename=\"incident-" + seq + ".pdf\"").contentType(MediaType.APPLICATION_PDF).body(pdf);
    }
}

package org.arbiter.service.recording;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.arbiter.law.Rulebook;
import org.arbiter.law.Rulebooks;
import org.arbiter.law.sequence.Header;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.web.UnknownGame;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The words of a law under the code a game is ruled by, for the notices on the recording page. */
@RestController
@Tag(name = "games", description = "Open games and record the actions at the board")
class LawWordsController {
    private final GameHistory history;

    LawWordsController(GameHistory history) {
        this.history = history;
    }

    @Operation(summary = "The words of the law a citation names, under the game's code")
    @GetMapping(path = "/api/games/{id}/words", produces = MediaType.APPLICATION_JSON_VALUE)
    LawWords words(@PathVariable("id") String gameId, @RequestParam("law") String law) {
        Header header = history.load(gameId).orElseThrow(() -> new UnknownGame(gameId)).sequence().header();
        Rulebook book = Rulebooks.of(header);
        return new LawWords(book.code(), law, book.lawText(law), book.summarises(law));
    }
}

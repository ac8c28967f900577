package org.arbiter.service.web.pages;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.arbiter.service.game.JsonInput;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.history.StoredGame;
import org.arbiter.service.history.Sight;
import org.arbiter.service.web.UnknownGame;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The review of a stored game, or of an uploaded contested sequence that is not stored. A stored
 * game is read from the event store from its first event, so the review is current as soon as an
 * action is accepted, and replayed through the same law engine that decided it.
 */
@RestController
@Tag(name = "review", description = "A game action by action, for the review page")
class ReviewController {
    private final GameHistory history;
    private final JsonInput input;

    ReviewController(GameHistory history, JsonInput input) {
        this.history = history;
        this.input = input;
    }

    @Operation(summary = "A stored game action by action",
            description = "For each action: the board (FEN), the move it completed, the last move, the man in hand, "
                    + "the touched men, and the rulings with the words of the law. Also the record as PGN. With `code`, "
                    + "the same acts ruled under another code, and the acts at which it parts from the game's own.")
    @GetMapping(path = "/api/games/{id}/review", produces = MediaType.APPLICATION_JSON_VALUE)
    ReviewView game(@PathVariable("id") String gameId,
                    @Parameter(description = "another code to rule the game's acts under, e.g. fide-2023")
                    @RequestParam(name = "code", required = false) String code,
                    @Parameter(description = "a code consulted where `code` is silent, e.g. chess-code-1897")
                    @RequestParam(name = "supplement", required = false) String supplement,
                    @Parameter(hidden = true) Sight sight) {
        StoredGame game = history.load(gameId, sight).orElseThrow(() -> new UnknownGame(gameId));
        List<ReviewBook.Line> lines = new ArrayList<>();
        for (int i = 0; i < game.actions().size(); i++) {
            lines.add(new ReviewBook.Line(i + 1, game.fields(i), null));
        }
        return ReviewBook.review(gameId, game.headerFields(), lines, Optional.ofNullable(code),
                Optional.ofNullable(supplement));
    }

    @Operation(summary = "An uploaded contested sequence action by action (not stored)",
            description = "Body: the sequence as JSON Lines. A line that is malformed or cannot happen ends the review "
                    + "there; 'error' names it. A bad header is a 400.")
    @PostMapping(path = "/api/review", consumes = MediaType.ALL_VALUE, produces = MediaType.APPLICATION_JSON_VALUE)
    ReviewView upload(@RequestBody String body,
                      @Parameter(description = "another code to rule the sequence's acts under")
                      @RequestParam(name = "code", required = false) String code,
                      @Parameter(description = "a code consulted where `code` is silent")
                      @RequestParam(name = "supplement", required = false) String supplement) {
        return ReviewBook.ofUpload(body, input, Optional.ofNullable(code), Optional.ofNullable(supplement));
    }
}

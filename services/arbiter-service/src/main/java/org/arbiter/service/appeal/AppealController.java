package org.arbiter.service.appeal;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import java.util.Locale;
import org.arbiter.law.Replay;
import org.arbiter.law.appeal.Appeals;
import org.arbiter.service.history.GameHistory;
import org.arbiter.service.history.GameReplay;
import org.arbiter.service.history.Sight;
import org.arbiter.service.web.UnknownGame;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/** The appeals heard in a game, as the law engine decided them on replaying its log. */
@RestController
@Tag(name = "appeals", description = "Appeals against rulings and their decisions")
class AppealController {
    private final GameHistory history;

    AppealController(GameHistory history) {
        this.history = history;
    }

    @Operation(summary = "The appeals heard in a game and where each stands")
    @GetMapping(path = "/api/games/{id}/appeals", produces = MediaType.APPLICATION_JSON_VALUE)
    List<AppealView> appeals(@PathVariable("id") String gameId, @Parameter(hidden = true) Sight sight) {
        var game = history.load(gameId, sight).orElseThrow(() -> new UnknownGame(gameId));
        Replay replay = GameReplay.of(game);
        return Appeals.lodged(replay.state()).stream().map(l -> new AppealView(l.ruling(), l.seq(),
                l.appellant().name().toLowerCase(Locale.ROOT),
                l.decision().map(d -> d.name().toLowerCase(Locale.ROOT)).orElse("lodged"),
                l.decision().isPresent() ? l.decidedAt() : null)).toList();
    }
}

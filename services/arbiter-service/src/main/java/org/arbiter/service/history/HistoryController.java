package org.arbiter.service.history;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.arbiter.law.Comparison;
import org.arbiter.law.GameState;
import org.arbiter.law.Replay;
import org.arbiter.law.sequence.ContestedSequence;
import org.arbiter.law.sequence.Header;
import org.arbiter.service.web.BadQuery;
import org.arbiter.service.web.UnknownGame;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The replay output and the position after any action, current as soon as an action is accepted. */
@RestController
@RequestMapping("/api/games/{id}")
@Tag(name = "history", description = "A game's record: the replay output and positions")
class HistoryController {
    private final GameHistory history;

    HistoryController(GameHistory history) {
        this.history = history;
    }

    @Operation(summary = "The contract's replay output",
            description = "Exactly what `./arbiter replay FILE --json` prints for the game's actions; with `code` "
                    + "(and `supplement`), the same acts ruled under another code, as `--code` rules them.")
    @GetMapping(path = "/replay", produces = MediaType.APPLICATION_JSON_VALUE)
    ReplayView replay(@PathVariable("id") String gameId,
                      @Parameter(description = "another code to rule the game's acts under, e.g. fide-2023")
                      @RequestParam(name = "code", required = false) String code,
                      @Parameter(description = "a code consulted where `code` is silent, e.g. chess-code-1897")
                      @RequestParam(name = "supplement", required = false) String supplement,
                      @Parameter(hidden = true) Sight sight) {
        ContestedSequence sequence = stored(gameId, sight).sequence();
        if (code == null) {
            return ReplayView.of(Replay.run(sequence));
        }
        Replay.Partial ruled = Replay.rerule(sequence.ruledBy(code, Optional.ofNullable(supplement)), frame -> { });
        return ReplayView.under(code, supplement, ruled.result(), ruled.rejected());
    }

    @Operation(summary = "The game ruled under several codes, and where they part",
            description = "As `./arbiter compare FILE --codes a,b,c --json`: each code's replay output and the acts at "
                    + "which the codes part (a ruling under one and not another, a different result, positions).")
    @GetMapping(path = "/compare", produces = MediaType.APPLICATION_JSON_VALUE)
    CompareView compare(@PathVariable("id") String gameId,
                        @Parameter(description = "codes, comma-separated; `code+supplement` for a supplemented one")
                        @RequestParam(name = "codes") List<String> codes, @Parameter(hidden = true) Sight sight) {
        return CompareView.of(Comparison.of(stored(gameId, sight).sequence(), codes));
    }

    @Operation(summary = "The position after action N", description = "at=0 is the position before the first "
            + "action; without 'at', the position now.")
    @GetMapping(path = "/position", produces = MediaType.APPLICATION_JSON_VALUE)
    PositionView position(@PathVariable("id") String gameId,
                          @Parameter(description = "an action number, 0 to the number of actions")
                          @RequestParam(name = "at", required = false) Integer at,
                          @Parameter(hidden = true) Sight sight) {
        StoredGame game = stored(gameId, sight);
        int count = game.actions().size();
        if (at != null && (at < 0 || at > count)) {
            throw new BadQuery("the game has " + count + " actions; at must be from 0 to " + count);
        }
        int upTo = at == null ? count : at;
        ContestedSequence all = game.sequence();
        ContestedSequence first = new ContestedSequence(all.header(), all.headerLine(), all.actions().subList(0, upTo),
                all.lines().subList(0, upTo));
        AtomicReference<GameState> state = new AtomicReference<>();
        Replay.run(first, new Replay.Listener() {
            @Override
            public void started(Header header, GameState start) {
                state.set(start);
            }

            @Override
            public void step(Replay.Frame frame) {
                state.set(frame.state());
            }
        });
        GameState s = state.get();
        return new PositionView(gameId, upTo, count, s.fen(), s.position(), s.result().text(),
                s.termination().orElse(null), upTo == 0 ? null : game.fields(upTo - 1));
    }

    /** The game as the reader sees it: a delayed reader, as it stood the delay ago (not at all if opened since). */
    private StoredGame stored(String gameId, Sight sight) {
        return history.load(gameId, sight).orElseThrow(() -> new UnknownGame(gameId));
    }
}

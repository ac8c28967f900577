package org.arbiter.service.game;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.security.Principal;
import java.util.List;
import java.util.Map;
import org.arbiter.law.sequence.Limits;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.game.api.Recorded;
import org.arbiter.service.game.api.Recorder;
import org.arbiter.service.game.api.Turn;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.Callers;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.web.RulingView;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * Opens games and records actions. A batch of actions is one command: accepted whole, or, when
 * one action is malformed (400) or cannot physically happen (422), not at all; the error names
 * the action's line and the reason. What earlier requests recorded stays.
 */
@RestController
@RequestMapping("/api/games")
@Tag(name = "games", description = "Open games and record the actions at the board")
class GameController {
    static final String JSON_LINES = "application/jsonl";

    private final GameCommands commands;
    private final JsonInput input;
    private final Callers callers;
    private final GameAccess access;

    GameController(GameCommands commands, JsonInput input, Callers callers, GameAccess access) {
        this.commands = commands;
        this.input = input;
        this.callers = callers;
        this.access = access;
    }

    /** What one action became: its line in the request, its number in the game, and its rulings and notices. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record ActionOutcome(int line, int seq, Boolean duplicate, List<RulingView> rulings, List<RulingView> notices) {
        static ActionOutcome of(Recorded r) {
            return new ActionOutcome(r.line(), r.seq(), r.duplicate() ? Boolean.TRUE : null, RulingView.of(r.rulings()),
                    r.notices().isEmpty() ? null : RulingView.of(r.notices()));
        }
    }

    /**
     * A batch recorded: how many actions were accepted and dropped as repeats, each one's outcome, and
     * the game after it: its position, result and who is at the board ({@code turn}).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record RecordedBatch(String gameId, long accepted, long duplicates, List<ActionOutcome> actions, String position,
                         String result, Turn turn) {
        static RecordedBatch of(String gameId, List<Recorded> outcomes) {
            Recorded last = outcomes.isEmpty() ? null : outcomes.get(outcomes.size() - 1);
            return new RecordedBatch(gameId, outcomes.stream().filter(r -> !r.duplicate()).count(),
                    outcomes.stream().filter(Recorded::duplicate).count(),
                    outcomes.stream().map(ActionOutcome::of).toList(),
                    last == null ? null : last.position(), last == null ? null : last.result(),
                    last == null ? null : last.turn());
        }
    }

    /** A game opened: its id, and, when a whole file was posted, what became of its acts. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record GameCreated(String id, RecordedBatch acts) {
    }

    @Operation(summary = "Open a game", description = "Body: {\"header\": {...}} as the first line of a contested "
            + "sequence, optionally with \"id\" to choose the game's id; or a whole contested-sequence file (JSON Lines: "
            + "the header line, then the acts), which opens the game with its acts in one request, or not at all.")
    @PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE, produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseStatus(HttpStatus.CREATED)
    GameCreated open(@RequestBody byte[] body,
                     @Parameter(description = "the game's id; a new one is chosen when absent")
                     @RequestParam(name = "id", required = false) String id, @Parameter(hidden = true) Principal caller) {
        Map<String, Object> object = input.object(JsonInput.text(body));
        Object named = object.remove("id");
        if (named != null && !(named instanceof String s && !s.isBlank())) {
            throw new SequenceError(1, "id", "must be a non-empty string");
        }
        if (named != null) {
            Limits.id((String) named, 1, "id");
        }
        Submission submission = input.header(object, 1, List.of());
        String gameId = named == null ? blankToNull(id) : (String) named;
        return new GameCreated(commands.open(gameId, submission, opener(caller, submission, gameId)), null);
    }

    @Operation(summary = "Open a game from a whole contested-sequence file", description = "JSON Lines: the header "
            + "line, then the acts. The acts are replayed first; the game is opened with all of them, or not at all.")
    @PostMapping(consumes = {MediaType.APPLICATION_NDJSON_VALUE, JSON_LINES, "application/json-lines",
        "application/x-ndjson", MediaType.TEXT_PLAIN_VALUE}, produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseStatus(HttpStatus.CREATED)
    GameCreated openFile(@RequestBody byte[] body, @RequestParam(name = "id", required = false) String id,
                         @Parameter(hidden = true) Principal caller) {
        Submission submission = input.lines(JsonInput.text(body));
        GameCommands.Opened opened = commands.openWithActs(blankToNull(id), submission,
                opener(caller, submission, blankToNull(id)));
        return new GameCreated(opened.gameId(), RecordedBatch.of(opened.gameId(), opened.outcomes()));
    }

    @Operation(summary = "Record actions", description = "A JSON array of actions or one action object (JSON), or JSON "
            + "Lines: acts one a line, optionally after the game's own header line (a whole file of this game). The "
            + "batch is atomic. Actions whose id was seen before are acknowledged and dropped.")
    @PostMapping(path = "/{id}/actions", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    RecordedBatch record(@PathVariable("id") String gameId, @RequestBody byte[] body,
                         @Parameter(hidden = true) Principal caller) {
        return record(gameId, input.json(JsonInput.text(body)), recorder(caller));
    }

    @Operation(summary = "Record actions as JSON Lines", description = "As above, one action a line.")
    @PostMapping(path = "/{id}/actions", consumes = {MediaType.APPLICATION_NDJSON_VALUE, JSON_LINES,
        "application/json-lines", "application/x-ndjson", MediaType.TEXT_PLAIN_VALUE},
            produces = MediaType.APPLICATION_JSON_VALUE)
    RecordedBatch recordLines(@PathVariable("id") String gameId, @RequestBody byte[] body,
                              @Parameter(hidden = true) Principal caller) {
        return record(gameId, input.lines(JsonInput.text(body)), recorder(caller));
    }

    private RecordedBatch record(String gameId, Submission submission, Recorder by) {
        List<Recorded> outcomes = submission.actions().isEmpty() ? List.of()
                : commands.record(gameId, submission.header().orElse(null), submission.actions(), by);
        return RecordedBatch.of(gameId, outcomes);
    }

    /** The caller, as the events record him; {@code /api/games/{id}/...} was checked against his appointment. */
    private Recorder recorder(Principal caller) {
        return callers.of(caller).recorder(Recorder.Via.HTTP);
    }

    /** The caller, if he may open a game of the submission's tournament (its header's event) under that id. */
    private Recorder opener(Principal principal, Submission submission, String gameId) {
        Caller caller = callers.of(principal);
        access.mayOpen(caller, submission.header().flatMap(h -> h.event()).orElse(null), gameId);
        return caller.recorder(Recorder.Via.HTTP);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}

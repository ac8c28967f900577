package org.arbiter.service.processing;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.Comparator;
import java.util.List;
import org.arbiter.service.web.ApiError;
import org.arbiter.service.web.BadQuery;
import org.axonframework.config.EventProcessingConfiguration;
import org.axonframework.eventhandling.EventTrackerStatus;
import org.axonframework.eventhandling.StreamingEventProcessor;
import org.axonframework.eventhandling.tokenstore.UnableToClaimTokenException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * The projections' processors: their state, and a replay that empties a projection and rebuilds it
 * from the first event (its {@code @ResetHandler} deletes the rows; the token goes back to the
 * start). With several instances, stop the processor on the others first: a reset needs every
 * segment's claim.
 */
@RestController
@Tag(name = "projections", description = "The read models and their rebuilding")
class ProjectionsController {
    private static final List<String> PROJECTIONS = List.of("board", "rulings");

    private final EventProcessingConfiguration processing;

    ProjectionsController(EventProcessingConfiguration processing) {
        this.processing = processing;
    }

    @Operation(summary = "Each streaming processor: running, replaying, and its position in the event store")
    @GetMapping(path = "/api/admin/processors", produces = MediaType.APPLICATION_JSON_VALUE)
    List<ProcessorView> processors() {
        return processing.eventProcessors().entrySet().stream()
                .filter(e -> e.getValue() instanceof StreamingEventProcessor)
                .map(e -> ProcessorView.of(e.getKey(), (StreamingEventProcessor) e.getValue()))
                .sorted(Comparator.comparing(ProcessorView::name)).toList();
    }

    @Operation(summary = "Rebuild a projection (board or rulings) from the first event")
    @PostMapping(path = "/api/admin/projections/{name}/replay", produces = MediaType.APPLICATION_JSON_VALUE)
    ResponseEntity<?> replay(@PathVariable("name") String name) {
        if (!PROJECTIONS.contains(name)) {
            throw new BadQuery("'" + name + "' is not a projection; projections: " + String.join(", ", PROJECTIONS));
        }
        StreamingEventProcessor processor = processing.eventProcessor(name, StreamingEventProcessor.class)
                .orElseThrow(() -> new BadQuery("no processor named '" + name + "'"));
        processor.shutDown();
        try {
            processor.resetTokens();
        } catch (UnableToClaimTokenException | IllegalStateException refused) {
            // another instance holds a segment, or this one did not let go in time: the projection stays as it was
            processor.start();
            return ResponseEntity.status(HttpStatus.CONFLICT).contentType(MediaType.APPLICATION_JSON)
                    .body(new ApiError("replay-refused", "the projection '" + name + "' was not rebuilt, and goes on"
                            + " from where it was: " + refused.getMessage() + "; stop its processor on the other"
                            + " instances and ask again", null, null, null, null));
        }
        processor.start();
        return ResponseEntity.ok(ProcessorView.of(name, processor));
    }

    /** A streaming processor: running, replaying, and the lowest position of its segments in the event store. */
    record ProcessorView(String name, boolean running, boolean replaying, long position) {
        static ProcessorView of(String name, StreamingEventProcessor processor) {
            long position = processor.processingStatus().values().stream()
                    .map(EventTrackerStatus::getCurrentPosition)
                    .mapToLong(p -> p.orElse(-1)).min().orElse(-1);
            return new ProcessorView(name, processor.isRunning(), processor.isReplaying(), position);
        }
    }
}

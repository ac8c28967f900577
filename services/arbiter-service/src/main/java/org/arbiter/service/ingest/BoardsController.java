package org.arbiter.service.ingest;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import org.arbiter.law.sequence.Limits;
import org.arbiter.law.sequence.SequenceError;
import org.arbiter.service.web.BadQuery;
import org.arbiter.service.web.ApiError;
import org.springframework.http.HttpStatus;
import io.swagger.v3.oas.annotations.Parameter;
import java.security.Principal;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.Callers;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.security.NotAllowed;
import org.arbiter.service.security.Sights;
import org.arbiter.service.security.Role;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/** Electronic boards: binding one to a game, and its DGT bytes. */
@RestController
@Tag(name = "boards", description = "Electronic boards reporting for games")
class BoardsController {
    private final BoardSessions sessions;
    private final GameAccess access;
    /** The longest board id the store holds ({@code board_binding.board_id}, a board token's {@code board}). */
    private static final int MAX_ID = 100;
    private final Callers callers;

    private final Sights sights;

    BoardsController(BoardSessions sessions, GameAccess access, Callers callers, Sights sights) {
        this.sessions = sessions;
        this.access = access;
        this.callers = callers;
        this.sights = sights;
    }

    @Operation(summary = "Binds a board to a game", description = "By the game's id, or by its header's event, round "
            + "and board number. The board's reading starts afresh from the game's position.")
    @PutMapping(path = "/api/boards/{board}", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    BoardStatus bind(@PathVariable("board") String board, @RequestBody BindBoard request,
                     @Parameter(hidden = true) Principal principal) {
        Caller caller = callers.of(principal);
        return sessions.bind(id(board), request, gameId -> access.mayRecord(caller, gameId));
    }

    @Operation(summary = "A board, its game and what came of its reports")
    @GetMapping(path = "/api/boards/{board}", produces = MediaType.APPLICATION_JSON_VALUE)
    BoardStatus status(@PathVariable("board") String board, @Parameter(hidden = true) Principal principal) {
        sessions.boundGame(id(board)).ifPresent(gameId -> {
            access.mayRead(callers.of(principal), gameId);
            // its counts of acts would tell what the broadcast delay holds back
            sights.mayReadWhole(callers.of(principal), gameId);
        });
        return sessions.status(board);
    }

    @Operation(summary = "DGT bytes from a board", description = "A capture fragment (DGTCAP1, then reads with their "
            + "times) or raw serial bytes, stamped on arrival. The acts are recorded on the board's game once final.")
    @PostMapping(path = "/api/boards/{board}/dgt", consumes = MediaType.APPLICATION_OCTET_STREAM_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    BoardStatus dgt(@PathVariable("board") String board, @RequestBody byte[] body,
                    @Parameter(hidden = true) Principal principal) {
        Caller caller = callers.of(principal);
        if (caller.role() == Role.BOARD && !board.equals(caller.board())) {
            throw new NotAllowed("this token is bound to board '" + caller.board() + "', not '" + board + "'");
        }
        // checked against the game the bytes are fed to, under the board's lock: a rebind meanwhile cannot redirect them
        return sessions.dgt(id(board), body, gameId -> access.mayFeedBoard(caller, gameId));
    }

    /** A board's id as the store keeps it (1 to 100 characters), refused at the edge: the store would fail on it. */
    private static String id(String board) {
        if (board.length() > MAX_ID) {
            throw new BadQuery("a board's id has at most " + MAX_ID + " characters; this one has " + board.length());
        }
        try {
            return Limits.characters(board, 1, "board");
        } catch (SequenceError e) {
            throw new BadQuery("the board's id " + e.reason());
        }
    }

    @ExceptionHandler(BadReport.class)
    ResponseEntity<ApiError> bad(BadReport e) {
        return ResponseEntity.badRequest().contentType(MediaType.APPLICATION_JSON)
                .body(new ApiError("malformed", e.getMessage(), null, e.where(), e.reason(), e.recorded()));
    }

    @ExceptionHandler(UnknownBoard.class)
    ResponseEntity<ApiError> unknown(UnknownBoard e) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).contentType(MediaType.APPLICATION_JSON)
                .body(new ApiError("unknown-board", e.getMessage(), null, null, null, null));
    }
}

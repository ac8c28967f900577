package org.arbiter.service.tournament;

import org.arbiter.tournament.trf.TrfError;
import org.arbiter.service.web.ApiError;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/** The tournament's errors in the one shape of every error answer. */
@RestControllerAdvice(assignableTypes = {TournamentController.class, StandingsController.class,
        LiveDisplayController.class, PublicGamesController.class, PairingController.class})
class TournamentErrors {

    @ExceptionHandler(TrfError.class)
    ResponseEntity<ApiError> trf(TrfError e) {
        return ResponseEntity.status(HttpStatus.BAD_REQUEST).body(new ApiError("malformed", "TRF " + e.getMessage(),
                e.line(), "column " + e.column(), e.getMessage(), 0));
    }

    @ExceptionHandler(UnsettledRounds.class)
    ResponseEntity<ApiError> unsettled(UnsettledRounds e) {
        return ResponseEntity.status(HttpStatus.CONFLICT).body(new ApiError("unsettled-rounds", e.getMessage(),
                null, "confirm", String.join("\n", e.games()), 0));
    }

    @ExceptionHandler(PairingRefused.class)
    ResponseEntity<ApiError> pairing(PairingRefused e) {
        return ResponseEntity.status(HttpStatus.CONFLICT).body(new ApiError(e.code(), e.getMessage(), null, null,
                e.games().isEmpty() ? null : String.join("\n", e.games()), 0));
    }

    @ExceptionHandler(UnknownTournament.class)
    ResponseEntity<ApiError> unknown(UnknownTournament e) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).body(new ApiError("unknown-tournament", e.getMessage(),
                null, null, null, null));
    }
}

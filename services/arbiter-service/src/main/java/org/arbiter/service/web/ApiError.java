package org.arbiter.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The one shape of every error answer: a short code ({@code malformed}, {@code rejected},
 * {@code unknown-game}, ...), a sentence for a person, and, for input at fault, the line (the
 * action's number in what was sent, 1 for a header or a whole body), the field and the reason.
 * {@code stored} is 0 where the request could have stored something and stored nothing.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ApiError(String error, String message, Integer line, String field, String reason, Integer stored) {

    public static ApiError of(String error, String message) {
        return new ApiError(error, message, null, null, null, null);
    }
}

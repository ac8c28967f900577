package org.arbiter.service.security;

/** A user, appointment or token asked for with a field that cannot be used: 400 naming the field. */
public class AccountError extends IllegalArgumentException {
    private final String field;

    public AccountError(String field, String message) {
        super(message);
        this.field = field;
    }

    public String field() {
        return field;
    }

    /** No live token has that id: 404. */
    public static final class NoSuchToken extends RuntimeException {
        public NoSuchToken(String id) {
            super("no live token with id '" + id + "'");
        }
    }

    /** No user has that name, or he is not appointed to that tournament: 404. */
    public static final class NoSuchUser extends RuntimeException {
        public NoSuchUser(String message) {
            super(message);
        }
    }
}

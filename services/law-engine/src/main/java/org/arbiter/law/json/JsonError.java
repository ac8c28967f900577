package org.arbiter.law.json;

/** Malformed JSON: the 1-based column where reading stopped, why, and the field at fault if one is. */
public final class JsonError extends IllegalArgumentException {
    private final int column;
    private final String field;

    public JsonError(int column, String reason) {
        this(column, null, reason);
    }

    /** An error of one field, such as a field given twice: a reader of the contract names it. */
    public JsonError(int column, String field, String reason) {
        super("column " + column + ": " + reason);
        this.column = column;
        this.field = field;
    }

    public int column() {
        return column;
    }

    public java.util.Optional<String> field() {
        return java.util.Optional.ofNullable(field);
    }
}

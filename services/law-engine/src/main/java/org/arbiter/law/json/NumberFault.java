package org.arbiter.law.json;

/** Where a number leaves RFC 8259's grammar, and how the contract says so. */
enum NumberFault {
    PLUS("'+' cannot start a value"),
    SIGN("a digit must follow '-'"),
    LEADING_ZERO("a number does not start with 0 followed by more digits"),
    POINT("a digit must follow the decimal point"),
    EXPONENT("the exponent needs a digit");

    private final String reason;

    NumberFault(String reason) {
        this.reason = reason;
    }

    String reason() {
        return reason;
    }

    /**
     * Where {@code number}, a run of the characters numbers are written with, leaves the grammar;
     * null if it is no number (it starts with neither a sign nor a digit) or if it starts with a
     * whole one, after which the fault is whatever follows the value.
     */
    static NumberFault of(String number) {
        if (number.isEmpty() || number.charAt(0) == '+') {
            return number.isEmpty() ? null : PLUS;
        }
        int i = number.charAt(0) == '-' ? 1 : 0;
        if (i == 0 && !isDigit(number, 0)) {
            return null;
        }
        if (!isDigit(number, i)) {
            return SIGN;
        }
        if (number.charAt(i) == '0' && isDigit(number, i + 1)) {
            return LEADING_ZERO;
        }
        i = digits(number, i);
        if (i < number.length() && number.charAt(i) == '.') {
            if (!isDigit(number, i + 1)) {
                return POINT;
            }
            i = digits(number, i + 1);
        }
        if (i < number.length() && (number.charAt(i) == 'e' || number.charAt(i) == 'E')) {
            i++;
            if (i < number.length() && (number.charAt(i) == '+' || number.charAt(i) == '-')) {
                i++;
            }
            return isDigit(number, i) ? null : EXPONENT;
        }
        return null;
    }

    private static int digits(String number, int from) {
        int i = from;
        while (isDigit(number, i)) {
            i++;
        }
        return i;
    }

    private static boolean isDigit(String number, int i) {
        return i < number.length() && number.charAt(i) >= '0' && number.charAt(i) <= '9';
    }
}

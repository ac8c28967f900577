package org.arbiter.pairing;

/** No pairing of the round meets the absolute criteria (C.04.3 C1-C3): the arbiter must decide. */
public final class NoValidPairing extends RuntimeException {
    NoValidPairing(String reason) {
        super(reason);
    }
}

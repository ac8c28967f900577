/**
 * Broadcast out: each game, and each round of a tournament, as a PGN feed for the relays that poll
 * it (moves with the clocks, rulings as comments citing the law, the result), written by the law
 * engine and served with a strong ETag so that a poll finds out at no cost that nothing changed.
 */
package org.arbiter.service.broadcast;

package org.arbiter.law.sequence;

/**
 * How strictly a line is read. What is sent (a file, a request, a record on a topic) meets the
 * limits of version 2.1 and may hold no field the format does not define; what was stored earlier
 * is read as it was accepted, so that a game recorded before the limits still replays. What
 * {@link ActionWriter#fields(Action)} wrote is read as stored, a square by its board name or its
 * draughts number alike, and an act of draughts as such, the game unknown.
 */
public enum Reading {
    SENT,
    STORED,
    WRITTEN
}

package org.arbiter.service.tournament;

/** A line of the standings: place, the player's starting rank and name, points, and games finished. */
record Standing(int place, int start, String name, double points, int played) {
}

package org.arbiter.tournament.trf;

/** A board of a round: its number and the starting ranks of the players with White and Black. */
public record Pairing(int board, int white, int black) {
}

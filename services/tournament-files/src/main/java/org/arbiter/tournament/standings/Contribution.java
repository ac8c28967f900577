package org.arbiter.tournament.standings;

/**
 * What one round adds to a participant's Buchholz or Sonneborn-Berger: the opponent's (or the
 * dummy's) score in half points, the value it contributes (the score for Buchholz, the score times
 * the points scored for Sonneborn-Berger, in quarter points), and whether the round was a
 * voluntary unplayed round (C.07 16.1.2), which Article 16.5 cuts first.
 */
record Contribution(int round, int score, int value, boolean voluntary) {
}

package org.arbiter.service.tournament;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * A tournament's standings as the standings rank them (FIDE C.07): the tie-breaks in the order
 * used and where that order comes from, the text of C.07 that managed unplayed rounds, the kind of
 * tournament, the rounds counted, how many games of them are still in play, how many minutes behind
 * the present the reader sees them (a display, under a broadcast delay), and a row a participant.
 */
record StandingsView(String tournament, String name, List<String> tiebreaks, TiebreakOrder.Source from,
                     String regulations, String kind, int rounds, int inPlay, int delayMinutes, List<Row> standings) {

    /**
     * A participant's row: rank (shared where every tie-break is spent), starting rank, name, FIDE id
     * (empty when unknown), title, rating, points, games played over the board, and each tie-break's
     * value by its acronym, in order (null where he has none, as ARO without a rated opponent).
     */
    record Row(int rank, int start, String name, String fideId, String title, Integer rating, BigDecimal points,
               int played, Map<String, BigDecimal> tiebreaks) {
    }
}

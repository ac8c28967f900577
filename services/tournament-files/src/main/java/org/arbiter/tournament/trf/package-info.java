/**
 * FIDE's Tournament Report File (TRF16, and TRF-2026 with the same player lines), the format pairing
 * programs export: {@link org.arbiter.tournament.trf.Trf} reads the tournament's name and its player
 * lines ({@code 001}) with their round columns, gives a round's pairings, and writes the file back with
 * the results of the games played; {@link org.arbiter.tournament.trf.TrfCrosstable} reads it as the
 * crosstable of C.07's standings ({@code org.arbiter.tournament.standings}, beside it). A round's points are
 * ({@link org.arbiter.tournament.standings.Outcome}), counted once by {@link org.arbiter.tournament.trf.TrfPlayer#halfPoints()}.
 */
package org.arbiter.tournament.trf;

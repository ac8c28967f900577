/**
 * FIDE's Tournament Report File (TRF16), the format pairing programs export: {@link org.arbiter.law.trf.Trf}
 * reads the tournament's name and its player lines ({@code 001}) with their round columns, gives a
 * round's pairings, and writes the file back with the results of the games played.
 */
package org.arbiter.law.trf;

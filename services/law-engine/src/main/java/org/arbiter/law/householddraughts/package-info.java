/**
 * The household book's Draughts laws i-xi ({@code docs/laws/002_8c05173887739b11.txt}, section
 * 72) as the code {@code household-draughts}: one class per law, each citing its Roman numeral.
 * {@link org.arbiter.law.householddraughts.HouseholdDraughts} only dispatches; the state of a game
 * is {@link org.arbiter.law.householddraughts.DraughtsGame}, and the board and its legal moves are
 * those of the draughts-rules module.
 */
package org.arbiter.law.householddraughts;

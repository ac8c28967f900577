/**
 * The chess laws ix-xiv of a Victorian household-games book ({@code docs/laws/002_8c05173887739b11.txt})
 * as a rulebook, {@code household-chess}. Laws i-viii are not in the text, so every act they
 * would rule goes to the supplement the header names, or is recorded and decides nothing. One
 * class per law ({@code LawIxCheck} ... {@code LawXivDisputes}), the book's words in its Javadoc;
 * {@link org.arbiter.law.household.HouseholdChess} only dispatches, and {@code HouseLaws} is the
 * laws' own record.
 */
package org.arbiter.law.household;

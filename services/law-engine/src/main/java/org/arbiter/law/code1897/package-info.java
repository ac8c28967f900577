/**
 * The British (American) Chess Code of 1897 as a rulebook. Each Law of Part II has its own class
 * ({@code Law05Touching}, {@code Law06IllegalMoves}, ...) holding the sections it decides, with
 * the Code's words quoted in the Javadoc; {@link org.arbiter.law.code1897.ChessCode1897} only
 * dispatches actions to them. {@code GameInPlay} is the state, a record of immutable parts; a
 * {@code Code1897Hearing} holds those parts while the Laws decide one act, and builds the next state.
 * A part changes only by a transition named for what a Law decides ({@code BoardAndRecord.moveCompleted},
 * {@code Handling.knockedOff}, {@code Penalties.exacted}, ...), never field by field
 * (docs/adr/0033-hearing-transitions.md).
 */
package org.arbiter.law.code1897;

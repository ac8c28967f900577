/**
 * The FIDE Laws of Chess in force from 1 January 2023, with Appendices A (rapid) and B (blitz), as
 * a rulebook. {@link org.arbiter.law.fide2023.Fide2023} only dispatches; each group of articles has
 * its own class ({@code Article04TouchMove}, {@code Article07Irregularities}, ...) whose Javadoc says
 * in the project's own words what the article decides. {@code FideGame} is the state, a record of
 * immutable parts; a {@code FideHearing} holds them while the articles decide one act. A part
 * changes only by a transition named for what an article decides ({@code Chessmen.transferred},
 * {@code TouchMove.rightToClaimLost}, {@code Irregularities.pressOwedBy}, ...), never field by field
 * (docs/adr/0033-hearing-transitions.md).
 */
package org.arbiter.law.fide2023;

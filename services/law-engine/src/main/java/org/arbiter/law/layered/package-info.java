/**
 * The machinery shared by the codes that have laws on only some acts (the household book's chess
 * laws, the 1911 article): a {@link org.arbiter.law.layered.LayeredRulebook} hears each act
 * through the code's {@link org.arbiter.law.layered.Laws} first and hands what they are silent on
 * to the code beneath, which is the supplement the header names or, without one, the game of
 * chess itself with no laws (an act is recorded and decides nothing). The code's own decisions
 * (a result, men replaced) are authoritative; every other part of the state is the code beneath's.
 * See {@code docs/adr/0004-supplementing-codes.md}.
 */
package org.arbiter.law.layered;

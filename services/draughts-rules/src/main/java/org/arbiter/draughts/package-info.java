/**
 * The rules of English draughts as the household book's laws state them (Draughts i-xi): the 32
 * playing squares numbered 1 to 32, men moving and taking forward, Kings both ways, captures
 * compulsory and carried to the end of the series (vii), and a new King ending the move (vii).
 * {@link org.arbiter.draughts.DraughtsPosition} is the immutable public face; the 32-bit boards in
 * {@code Bitboards} and the generator in {@code MoveGenerator} behind it are package-private and tuned for perft.
 */
package org.arbiter.draughts;

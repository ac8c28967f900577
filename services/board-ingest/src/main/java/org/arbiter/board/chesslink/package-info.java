/**
 * The Millennium ChessLink protocol (the "Magic Chessboard" of Millennium's eONE and Exclusive
 * boards), as Dave Woodfield's description of 25 October 2017 gives it: printable ASCII at 38400
 * baud, 7 data bits, odd parity; each message a lower-case reply letter, its data and a block
 * check of two hex digits. {@link org.arbiter.board.chesslink.ChessLinkDecoder} reads the board's
 * replies, of which the status ({@code s}) is the whole board in the board fields' own letters.
 */
package org.arbiter.board.chesslink;

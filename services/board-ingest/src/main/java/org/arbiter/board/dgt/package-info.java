/**
 * The DGT electronic board's serial protocol, byte for byte: the request bytes a reader sends
 * ({@link org.arbiter.board.dgt.DgtCommand}), the board's messages with their 7-bit length framing
 * ({@link org.arbiter.board.dgt.DgtMessage}), an incremental {@link org.arbiter.board.dgt.DgtDecoder}
 * that survives split reads and stray bytes, its {@link org.arbiter.board.dgt.DgtEncoder}, and the
 * timed capture file that keeps when each read arrived ({@link org.arbiter.board.dgt.DgtCapture}).
 */
package org.arbiter.board.dgt;

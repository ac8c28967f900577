/**
 * The appeals of a game as the law engine decided them, for the ledger's appeal status: the
 * appeals are acts on the game's log, so they are read by replaying it.
 */
package org.arbiter.service.appeal;

/**
 * The record nobody can rewrite unseen: each event of a game carries a {@link org.arbiter.service.chain.Link}
 * (who recorded it, the hash of the game's previous event, its own hash), the chain is checked and
 * the game replayed on demand ({@code GET /api/games/{id}/verify}), and a game's record is exported
 * signed with the service's Ed25519 key ({@code GET /api/games/{id}/record}) for checking offline.
 */
package org.arbiter.service.chain;

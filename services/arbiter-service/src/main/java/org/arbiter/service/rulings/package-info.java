/**
 * The rulings ledger: every ruling of every game with its game, action number, citation, text and
 * time, filterable by game, law and player. A projection on a pooled streaming processor
 * ({@code rulings}); it can be rebuilt from the event store at any time.
 */
package org.arbiter.service.rulings;

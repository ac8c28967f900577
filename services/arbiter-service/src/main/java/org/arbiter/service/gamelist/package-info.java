/**
 * The list of games: players, event, how many actions, result. A projection on a pooled
 * streaming processor ({@code games}); it can be rebuilt from the event store at any time.
 */
package org.arbiter.service.gamelist;

/**
 * What the web pages need beyond the service's own endpoints: the review of a game action by
 * action (the board, the man in hand, the touched men, the words of the law for each ruling, the
 * record as PGN with the rulings as comments), and the front page. Kept apart from the service's
 * controllers; it reads only the event store. The pages are static ES modules under {@code static/}.
 */
package org.arbiter.service.web.pages;

/**
 * Acts in words: each act of a contested sequence as one sentence of plain English, naming the men
 * as they stood before it, for every reader of a game (the command line's timeline, the service's
 * pages and reports), so that all of them say an act alike.
 */
package org.arbiter.law.words;

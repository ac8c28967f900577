/**
 * The one JSON reader of the pure modules, over jackson-core's streaming parser (no framework, no
 * dependency of its own), and a small writer. Errors name the column and the reason in the
 * contract's words, whatever the parser's own.
 */
package org.arbiter.law.json;

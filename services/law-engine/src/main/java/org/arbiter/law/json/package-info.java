/**
 * A small strict JSON reader and writer, so that the law engine reads the contested-sequence
 * format without a framework. Errors name the column and the reason.
 */
package org.arbiter.law.json;

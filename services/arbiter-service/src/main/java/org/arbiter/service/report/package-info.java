/**
 * The incident report for one ruling: the game's header, the acts around the ruling, the board
 * before and after, the law's words, the ruling and any appeal and its decision, as JSON for the
 * printable page and as a PDF written with Apache PDFBox.
 */
package org.arbiter.service.report;

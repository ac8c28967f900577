/**
 * The {@code ./arbiter} command line: one picocli subcommand per job (perft, validate, replay, serve).
 * Commands print results for people or JSON for programs and never show a stack trace for bad input.
 */
package org.arbiter.cli;

package org.arbiter.service.recording;

/**
 * A citation and the words of the law it names under a game's code; empty words where the code has none.
 * {@code summary} is true where the words are the project's summary of the law, not its text.
 */
record LawWords(String code, String law, String words, boolean summary) {
}

package org.arbiter.service.recording;

/** A citation and the words of the law it names under a game's code; empty words where the code has none. */
record LawWords(String code, String law, String words) {
}

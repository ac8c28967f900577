package org.arbiter.service.tournament;

/**
 * On a tournament's record: {@code by} (an official, or one of its arbiters) marked the display
 * screen user {@code display} live ({@code live} true: it sees the tournament's games as they are
 * played) or delayed again (false: as the broadcast delay holds them back).
 */
public record DisplayMarked(String tournament, String display, boolean live, String by) {
}

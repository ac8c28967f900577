package org.arbiter.service.appeal;

/**
 * An appeal heard in a game: the act whose ruling it is against, the act that lodged it, the
 * appellant's side, its status ({@code lodged}, {@code upheld}, {@code overturned}, {@code varied})
 * and the act that decided it, null until then.
 */
record AppealView(int ruling, int lodgedAt, String by, String status, Integer decidedAt) {
}

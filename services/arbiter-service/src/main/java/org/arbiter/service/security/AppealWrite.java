package org.arbiter.service.security;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a write to one game that is an appeal's, not an act at the board: {@link GameRules} checks it
 * by {@link GameAccess#mayAppeal} rather than as a recording, for an official lodges an appeal and
 * the officials decide it, who record no acts at the board.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface AppealWrite {
    /** Which write. */
    Kind value();

    /** Lodging an appeal (the game's tournament's arbiters and the officials), or deciding one (the officials). */
    enum Kind { LODGE, DECIDE }
}

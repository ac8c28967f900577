package org.arbiter.service.security;

import org.arbiter.service.history.Sight;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a read of one game that asks {@link Sights} itself as it answers (a stream, asking again as
 * each event's time comes), rather than taking the {@link Sight} it is given: {@link GameRules}
 * lets a delayed reader through to it, as it does a handler that takes a {@code Sight}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface FiltersBySight {
}

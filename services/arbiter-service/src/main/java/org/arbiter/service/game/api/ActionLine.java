package org.arbiter.service.game.api;

import java.util.Map;
import org.arbiter.law.sequence.Action;

/**
 * One action as the arbiter sent it: {@code line} numbers it in what was sent (for error
 * messages), {@code fields} are its plain values (for the event), {@code action} the same read by
 * the law engine. {@code deliveryId} is a transport's identity of the message (a Kafka partition
 * and offset), which makes an action without an {@code id} idempotent; null over HTTP.
 */
public record ActionLine(int line, Map<String, Object> fields, Action action, String deliveryId) {
}

package org.arbiter.service.kafka;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The sends of one batch of the publisher, in the order it made them. Once one of them has failed,
 * no later event of the batch may be sent: the batch is handled again from its first event, and a
 * later event of the same game that went out beside the failed one would reach the topic before it
 * (a send the producer fails at once, its buffer full or the topic's partitions unknown while the
 * broker comes back, did not stop the next one from going out).
 */
final class BatchSends {
    private final List<CompletableFuture<?>> sends = new ArrayList<>();

    /** Fails when a send of this batch has already failed, before the caller sends anything more. */
    void checkNoneFailed() {
        for (CompletableFuture<?> send : sends) {
            if (send.isCompletedExceptionally()) {
                throw new IllegalStateException("Kafka refused an earlier event of the batch; it will be sent again",
                        failure(send));
            }
        }
    }

    /** A send made; fails at once if it has already failed, so that nothing after it is sent. */
    void add(CompletableFuture<?> send) {
        sends.add(send);
        checkNoneFailed();
    }

    /** Waits until Kafka has acknowledged every send, for at most {@code timeout} in all. */
    void await(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            for (CompletableFuture<?> send : sends) {
                send.get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for Kafka", e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("Kafka did not acknowledge the batch; it will be sent again", e);
        }
    }

    private static Throwable failure(CompletableFuture<?> send) {
        try {
            send.join();
            return null;
        } catch (RuntimeException e) {
            return e.getCause() != null ? e.getCause() : e;
        }
    }
}

package org.arbiter.service.it;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.Users;

/** A suite whose service runs in a JVM of its own ({@link ChildProcess}), which it may kill and start again. */
abstract class InChildService extends Suite {
    ChildProcess child;

    @Override
    String base() {
        return child.base();
    }

    @Override
    synchronized String token(Role role) {
        assertThat(role).isEqualTo(Role.ARBITER);
        return child.token();
    }

    @Override
    Users users() {
        throw new UnsupportedOperationException("the child service's users are its own");
    }

    @Override
    String bootstrapServers() {
        throw new UnsupportedOperationException("the child service's Kafka is its own");
    }

    /**
     * Posts one act a request to {@code game}, under the ids {@code game-0}, {@code game-1}, ..., until
     * {@code stop} is set or the service dies under it (a request whose connection died was not
     * answered, and is not passed on); each answer goes to {@code answered} with its act's id.
     */
    void postActs(String game, AtomicBoolean stop, BiConsumer<String, HttpResponse<String>> answered) {
        for (int i = 0; !stop.get(); i++) {
            String id = game + "-" + i;
            HttpResponse<String> r;
            try {
                r = actions(game, "application/json", "[" + ConcurrentWritersSuite.claim(id) + "]");
            } catch (RuntimeException e) {
                return;
            }
            answered.accept(id, r);
        }
    }
}

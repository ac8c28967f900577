package org.arbiter.service.security;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.stereotype.Component;

/**
 * On the first start against a database with no admin, makes the user {@code admin} with a random
 * password. The password is kept in memory for whoever starts the service to show once
 * ({@link #takePassword()}; {@code ./arbiter serve} prints it), and is never logged.
 */
@Component
public class InitialAdmin implements ApplicationRunner {
    public static final String NAME = "admin";

    private final Users users;
    private final AtomicReference<String> password = new AtomicReference<>();

    InitialAdmin(Users users) {
        this.users = users;
    }

    @Override
    public void run(ApplicationArguments args) {
        if (users.anyAdmin()) {
            return;
        }
        String fresh = Users.random(15);
        try {
            users.add(NAME, Role.ADMIN, Set.of(), fresh);
            password.set(fresh);
        } catch (Users.UserExists e) {
            // another instance made the admin first; its console shows the password
        }
    }

    /** The first admin's password, the first time it is asked for after this start made it; empty afterwards. */
    public Optional<String> takePassword() {
        return Optional.ofNullable(password.getAndSet(null));
    }
}

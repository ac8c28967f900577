package org.arbiter.service.it;

import org.arbiter.service.ArbiterService;
import org.arbiter.service.security.Role;
import org.arbiter.service.security.TestUsers;
import org.arbiter.service.security.Users;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The service in a JVM of its own, for a test to kill: once started it prints one line with its
 * HTTP port and a fresh token of the test arbiter, then runs until it is stopped or killed.
 */
final class ChildService {
    static final String READY = "child-service-ready";

    private ChildService() {
    }

    public static void main(String[] args) {
        ConfigurableApplicationContext context = ArbiterService.start(args);
        String token = TestUsers.token(context.getBean(Users.class), Role.ARBITER);
        System.out.println(READY + " " + context.getEnvironment().getProperty("local.server.port") + " " + token);
        System.out.flush();
    }
}

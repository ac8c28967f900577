package org.arbiter.service;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ConfigurableApplicationContext;

/** The Spring Boot application; {@code ./arbiter serve} calls {@link #start(String...)}. */
@SpringBootApplication
public class ArbiterService {

    public static void main(String[] args) {
        start(args);
    }

    /** Starts the service with the given Spring arguments ({@code --server.port=...}, {@code --spring.profiles.active=postgres}). */
    public static ConfigurableApplicationContext start(String... args) {
        return SpringApplication.run(ArbiterService.class, args);
    }
}

package org.arbiter.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.arbiter.service.ArbiterService;
import org.arbiter.service.board.GameCount;
import org.arbiter.service.security.InitialAdmin;
import org.springframework.boot.autoconfigure.kafka.KafkaConnectionDetails;
import org.springframework.boot.web.server.PortInUseException;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.event.ContextClosedEvent;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code arbiter serve}: the service with embedded defaults (an H2 database and an in-process Kafka
 * under the project's {@code data/} folder), or PostgreSQL and an external Kafka when asked. Prints
 * the pages' and the API's addresses and where the data is, then runs until interrupted; one
 * {@code serve} at a time uses a data folder ({@link DataLock}).
 */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Start the Arbiter service (HTTP, SSE, Kafka) and print its address.",
                "Anything after the options is passed to Spring, e.g. --spring.kafka.bootstrap-servers=host:9092."})
final class ServeCommand implements Callable<Integer> {
    @Option(names = "--port", defaultValue = "8080", description = "HTTP port (0 picks a free one); default ${DEFAULT-VALUE}")
    int port;

    /** The project's own data folder, wherever the command is started from ({@code ./arbiter} sets ARBITER_HOME). */
    @Option(names = "--data", defaultValue = "${env:ARBITER_HOME:-.}/data",
            description = "where the embedded database and Kafka keep their files; default the project's data/ folder")
    Path data;

    @Option(names = "--postgres", description = "store events in PostgreSQL (PGHOST, PGPORT, PGDATABASE, PGUSER, PGPASSWORD; "
            + "default 127.0.0.1:5432, database arbiter, user postgres)")
    boolean postgres;

    @CommandLine.Unmatched
    List<String> springArguments = new ArrayList<>();

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws InterruptedException {
        ConfigurableApplicationContext context;
        try {
            context = start();
        } catch (RuntimeException e) {
            return failedToStart(e);
        }
        CountDownLatch closed = new CountDownLatch(1);
        context.addApplicationListener(event -> {
            if (event instanceof ContextClosedEvent) {
                closed.countDown();
            }
        });
        printStarted(context, spec.commandLine().getOut());
        closed.await();
        return 0;
    }

    /** What a person needs once the service runs: the pages' and the API's addresses, Kafka, the data, the first admin. */
    void printStarted(ConfigurableApplicationContext context, PrintWriter out) {
        long games = context.getBean(GameCount.class).games();
        String base = address(context);
        out.println("  Pages:    " + base + "/ (live)   " + base + "/review.html   " + base + "/ledger.html   "
                + base + "/record.html");
        out.println("  API docs: " + address(context) + "/swagger-ui.html   metrics: " + address(context) + "/actuator/prometheus");
        out.println("  Kafka:    " + kafka(context) + " (topics arbiter.events, arbiter.actions)");
        out.println("  Data:     " + (postgres ? "PostgreSQL" : data.toAbsolutePath().normalize()) + ", "
                + games + (games == 1 ? " game" : " games"));
        context.getBean(InitialAdmin.class).takePassword().ifPresent(password -> {
            out.println("  Admin:    user " + InitialAdmin.NAME + ", password " + password);
            out.println("            (made on this first start and shown only now; log in at " + address(context)
                    + "/login.html)");
        });
        out.println("Arbiter service on " + address(context) + "/   (stop it with Ctrl-C)");
        out.flush();
    }

    /** A start that failed: one line saying why, and exit 1; a port in use says which and what to do. */
    private int failedToStart(RuntimeException e) {
        PrintWriter err = spec.commandLine().getErr();
        if (e instanceof DataLock.InUse inUse) {
            err.println("serve: " + inUse.getMessage());
            return 1;
        }
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof PortInUseException inUse) {
                err.println("serve: port " + inUse.getPort() + " is in use; start with --port N (another port, or 0 "
                        + "for any free one)");
                return 1;
            }
        }
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        err.println("serve: the service did not start: " + root.getMessage());
        return 1;
    }

    /**
     * Starts the service and returns it running, holding the data folder's lock until it closes;
     * {@link DataLock.InUse} when another {@code serve} holds it.
     */
    ConfigurableApplicationContext start() {
        // Asked before Spring starts: a port found taken by Tomcat comes after pages of Spring's log.
        if (port != 0 && !free(port)) {
            throw new PortInUseException(port);
        }
        DataLock lock = DataLock.take(data);
        try {
            ConfigurableApplicationContext context = startHolding();
            context.addApplicationListener(event -> {
                if (event instanceof ContextClosedEvent) {
                    lock.close();
                }
            });
            return context;
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    private ConfigurableApplicationContext startHolding() {
        List<String> args = new ArrayList<>();
        args.add("--server.port=" + port);
        args.add("--arbiter.data-dir=" + data);
        if (postgres) {
            args.add("--spring.profiles.active=postgres");
        }
        args.addAll(springArguments);
        return ArbiterService.start(args.toArray(String[]::new));
    }

    /** Whether a server could listen on {@code port} now, on every address, as Tomcat would. */
    private static boolean free(int port) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    static String kafka(ConfigurableApplicationContext context) {
        return String.join(",", context.getBean(KafkaConnectionDetails.class).getBootstrapServers());
    }

    static String address(ConfigurableApplicationContext context) {
        return "http://127.0.0.1:" + context.getEnvironment().getProperty("local.server.port");
    }
}

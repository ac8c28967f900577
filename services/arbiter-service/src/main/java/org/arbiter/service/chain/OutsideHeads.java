package org.arbiter.service.chain;

import jakarta.annotation.PreDestroy;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The last head this instance signed for each game, kept outside the database: in memory, and
 * appended, one line a head, to a file of the data folder named by the database's id
 * ({@code signed-heads/ID.txt}, beside the key file by default). Whoever rolls a game's events back
 * together with its {@code chain_head} row, to an earlier head the service really signed, leaves
 * this file ahead of the store: {@link ChainHeads#check} names it, and the service refuses to
 * sign over it. The file is compacted to one line a game at each start.
 */
@Component
class OutsideHeads {
    private static final Logger LOG = LoggerFactory.getLogger(OutsideHeads.class);

    private final Map<String, ChainHeads.Head> heads = new ConcurrentHashMap<>();
    private final Path file;
    private BufferedWriter out;
    private boolean unwritable;

    OutsideHeads(JdbcTemplate jdbc, @Value("${arbiter.signed-heads:${arbiter.data-dir}/signed-heads}") Path folder) {
        this.file = folder.resolve(databaseId(jdbc) + ".txt");
        boolean kept = Files.exists(file);
        load();
        if (!kept && jdbc.queryForObject("select count(*) from chain_head", Long.class) > 0) {
            LOG.warn("no heads were kept outside the database for this database, which holds signed games: {} is new. "
                    + "A new data folder, this build's first start, or the database's id (table database_identity) "
                    + "was changed", file);
        }
    }

    /** The head of {@code gameId} this instance signed last, if it signed any. */
    Optional<ChainHeads.Head> last(String gameId) {
        return Optional.ofNullable(heads.get(gameId));
    }

    Map<String, ChainHeads.Head> all() {
        return Map.copyOf(heads);
    }

    /** A head signed and committed: kept, and written to the file (without waiting for the disk). */
    synchronized void signed(ChainHeads.Head head) {
        ChainHeads.Head before = heads.get(head.gameId());
        if (before != null && before.seq() >= head.seq()) {
            return;
        }
        heads.put(head.gameId(), head);
        BufferedWriter w = opened();
        if (w == null) {
            return;
        }
        try {
            w.write(line(head));
            w.flush();
        } catch (IOException e) {
            LOG.warn("cannot write the signed head of game {} to {}: {}", head.gameId(), file, e.getMessage());
        }
    }

    /** The database's id, made on the first start against it. */
    private static String databaseId(JdbcTemplate jdbc) {
        Optional<String> id = jdbc.queryForList("select name from database_identity where id = 1", String.class)
                .stream().findFirst();
        if (id.isPresent()) {
            return id.get();
        }
        try {
            jdbc.update("insert into database_identity (id, name) values (1, ?)", UUID.randomUUID().toString());
        } catch (DuplicateKeyException e) {
            LOG.debug("another instance named the database first");
        }
        return jdbc.queryForObject("select name from database_identity where id = 1", String.class);
    }

    /**
     * Reads the file (the last line of each game wins) and writes it back compacted. A file that
     * cannot be read stops the start: the heads in it are evidence. One that cannot be written (a
     * full disk) is said in the log, and the heads are kept in memory until it can.
     */
    private void load() {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            if (Files.exists(file)) {
                for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
                    ChainHeads.Head head = parse(line);
                    if (head != null && (!heads.containsKey(head.gameId()) || heads.get(head.gameId()).seq() < head.seq())) {
                        heads.put(head.gameId(), head);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the signed heads kept in " + file + ": " + e.getMessage(), e);
        }
        try {
            Path compacted = file.resolveSibling(file.getFileName() + ".new");
            try (BufferedWriter w = Files.newBufferedWriter(compacted, StandardCharsets.US_ASCII)) {
                for (ChainHeads.Head head : heads.values()) {
                    w.write(line(head));
                }
            }
            Files.move(compacted, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            LOG.warn("cannot compact the signed heads kept in {}: {}", file, e.getMessage());
        }
        opened();
    }

    /** The file, open for appending; null (and said once) while it cannot be. */
    private BufferedWriter opened() {
        if (out == null) {
            try {
                out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII, StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            } catch (IOException e) {
                if (!unwritable) {
                    LOG.warn("cannot keep the signed heads in {}: {}", file, e.getMessage());
                }
                unwritable = true;
            }
        }
        return out;
    }

    @PreDestroy
    synchronized void close() throws IOException {
        if (out != null) {
            out.close();
        }
    }

    private static String line(ChainHeads.Head h) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(h.gameId().getBytes(StandardCharsets.UTF_8))
                + " " + h.seq() + " " + h.hash() + " " + h.signature() + "\n";
    }

    /** A line as written; null for a line cut short (the service stopped while writing it). */
    private static ChainHeads.Head parse(String line) {
        String[] f = line.split(" ");
        if (f.length != 4 || !f[1].matches("\\d{1,18}") || f[2].length() != 64 || f[3].length() != 88) {
            return null;
        }
        try {
            return new ChainHeads.Head(new String(Base64.getUrlDecoder().decode(f[0]), StandardCharsets.UTF_8),
                    Long.parseLong(f[1]), f[2], f[3]);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}

package org.arbiter.service.processing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Statements a projection queues while its processor handles a batch of events, run in order, as
 * JDBC batches, just before the batch's transaction (which also stores the processor's token)
 * commits. A projection then costs one round trip per batch rather than an entity load and
 * update per event.
 */
public final class SqlBatch {
    private final JdbcTemplate jdbc;
    private final String key;

    public SqlBatch(JdbcTemplate jdbc, String name) {
        this.jdbc = jdbc;
        this.key = SqlBatch.class.getName() + "." + name;
    }

    /** Queues a statement for the current batch. */
    public void add(String sql, Object... args) {
        statements().add(new Statement(sql, () -> args));
    }

    /**
     * Queues a statement whose parameters are taken when the batch runs, so that events handled
     * later in the batch can still change them (several actions folded into one update).
     */
    public void addDeferred(String sql, Supplier<Object[]> args) {
        statements().add(new Statement(sql, args));
    }

    private List<Statement> statements() {
        UnitOfWork<?> unit = CurrentUnitOfWork.get().root();
        return unit.getOrComputeResource(key, k -> {
            List<Statement> list = new ArrayList<>();
            unit.onPrepareCommit(u -> run(list));
            return list;
        });
    }

    /** Runs the statements in order; consecutive ones with the same SQL go as one JDBC batch. */
    private void run(List<Statement> statements) {
        int from = 0;
        while (from < statements.size()) {
            String sql = statements.get(from).sql();
            int to = from;
            List<Object[]> args = new ArrayList<>();
            while (to < statements.size() && statements.get(to).sql().equals(sql)) {
                args.add(statements.get(to).args().get());
                to++;
            }
            if (args.size() == 1) {
                jdbc.update(sql, args.get(0));
            } else {
                jdbc.batchUpdate(sql, args);
            }
            from = to;
        }
    }

    private record Statement(String sql, Supplier<Object[]> args) {
    }
}

package org.arbiter.service.storage;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.axonframework.common.transaction.TransactionManager;
import org.axonframework.eventhandling.DomainEventData;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.EventData;
import org.axonframework.eventhandling.EventMessage;
import org.axonframework.eventhandling.GapAwareTrackingToken;
import org.axonframework.eventhandling.GenericTrackedDomainEventMessage;
import org.axonframework.eventhandling.GenericTrackedEventMessage;
import org.axonframework.eventhandling.TrackedEventData;
import org.axonframework.eventhandling.TrackedEventMessage;
import org.axonframework.eventhandling.TrackingToken;
import org.axonframework.eventsourcing.eventstore.jpa.JpaEventStorageEngine;
import org.axonframework.serialization.SerializedMessage;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.hibernate.Session;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * Axon's JPA storage engine with two changes, each measured (docs/benchmarks.md, "Service").
 *
 * <p><b>Appending</b>: a command's events go as one JDBC batch on the JPA transaction's connection
 * rather than as an entity persisted per event.
 * <p>Persisting a {@code DomainEventEntry} asks the database for its global index first, one
 * round trip per event ({@code allocation-size} 1 in {@code orm.xml}: blocks of indexes would put
 * indexes far out of commit order between instances, and a block held long by an idle instance
 * could outlast the processors' gap timeout, so that its events would be skipped). Here the
 * database takes the index from the same sequence inside the insert itself, so a command's events
 * cost one round trip together. The rows are the ones Axon writes: the same table and columns,
 * filled as {@code AbstractEventEntry} fills them. Reading, snapshots and the token store are
 * the JPA engine's; a duplicate aggregate sequence number is reported as Axon's
 * {@code ConcurrencyException}, as it is for a persisted entity.
 *
 * <p><b>Reading past gaps</b>: a streaming processor whose token holds gaps (indexes taken by
 * transactions not yet committed, which many concurrent writers always leave) asks for events
 * "after the token or in the gaps". PostgreSQL answers that by walking the primary key from the
 * first event of the store, every time: 50-90 ms on 160,000 events, growing with the store. The
 * same question with the lowest gap as a lower bound reads only from there (under 0.1 ms).
 */
final class TunedJpaEventStorageEngine extends JpaEventStorageEngine {
    /** Columns of a row as the JPA engine selects them for its readers (its query, and {@link #fetchPastGaps}). */
    private static final int TYPE = 1;
    private static final int AGGREGATE = 2;
    private static final int PAYLOAD_TYPE = 6;

    private final TransactionManager transactions;
    private final boolean upcasting;
    private volatile String insert;

    TunedJpaEventStorageEngine(Builder builder, TransactionManager transactions, boolean upcasting) {
        super(builder);
        this.transactions = transactions;
        this.upcasting = upcasting;
    }

    /**
     * The events for the processors and the SSE streams, each built straight from its row when no
     * upcaster is configured. Axon's general path wraps every event for its upcasters, and the
     * event keeps those wrappers, its stored row and its time as text for as long as it lives: in
     * the store's cache of recent events, seconds under load, which each young collection copies.
     * Without upcasters the wrappers change nothing, so they are left out. With any upcaster, the
     * events go Axon's way.
     */
    @Override
    public Stream<? extends TrackedEventMessage<?>> readEvents(TrackingToken trackingToken, boolean mayBlock) {
        if (upcasting) {
            return super.readEvents(trackingToken, mayBlock);
        }
        Serializer serializer = getEventSerializer();
        return readEventData(trackingToken, mayBlock).map(data -> message(data, serializer));
    }

    private static TrackedEventMessage<?> message(TrackedEventData<?> tracked, Serializer serializer) {
        EventData<?> data = (EventData<?>) tracked;
        SerializedMessage<Object> message = new SerializedMessage<>(data.getEventIdentifier(), data.getPayload(),
                data.getMetaData(), serializer);
        // read now, so that the message keeps the time and not the row it was read from
        Instant recorded = data.getTimestamp();
        if (data instanceof DomainEventData<?> domain && domain.getAggregateIdentifier() != null) {
            return new GenericTrackedDomainEventMessage<>(tracked.trackingToken(), domain.getType(),
                    domain.getAggregateIdentifier(), domain.getSequenceNumber(), message, () -> recorded);
        }
        return new GenericTrackedEventMessage<>(tracked.trackingToken(), message, () -> recorded);
    }

    @Override
    protected List<Object[]> fetchEvents(GapAwareTrackingToken token) {
        List<Object[]> rows = token == null || token.getGaps().isEmpty() ? super.fetchEvents(token) : fetchPastGaps(token);
        for (Object[] row : rows) {
            row[TYPE] = shared(row[TYPE]);
            row[AGGREGATE] = shared(row[AGGREGATE]);
            row[PAYLOAD_TYPE] = shared(row[PAYLOAD_TYPE]);
        }
        return rows;
    }

    /**
     * One instance of a text that many stored events repeat. The driver reads each row's values as
     * new strings, and the event store keeps the last 10,000 events it read for its readers, seconds
     * of events under load: every one of them held its own copy of its game's id, its aggregate type
     * and its payload's class name, all copied again by each young collection while they lived.
     * The JVM's table of interned strings holds them only while something else does.
     */
    private static Object shared(Object text) {
        return text instanceof String s ? s.intern() : text;
    }

    private List<Object[]> fetchPastGaps(GapAwareTrackingToken token) {
        return entityManager().createQuery(
                        "SELECT e.globalIndex, e.type, e.aggregateIdentifier, e.sequenceNumber, e.eventIdentifier, "
                                + "e.timeStamp, e.payloadType, e.payloadRevision, e.payload, e.metaData "
                                + "FROM " + domainEventEntryEntityName() + " e "
                                + "WHERE e.globalIndex >= :lowestGap AND (e.globalIndex > :token OR e.globalIndex IN :gaps) "
                                + "ORDER BY e.globalIndex ASC", Object[].class)
                .setParameter("lowestGap", token.getGaps().first())
                .setParameter("token", token.getIndex())
                .setParameter("gaps", token.getGaps())
                .setMaxResults(batchSize())
                .getResultList();
    }

    @Override
    protected void appendEvents(List<? extends EventMessage<?>> events, Serializer serializer) {
        if (events.isEmpty()) {
            return;
        }
        transactions.executeInTransaction(() -> {
            try {
                Session session = entityManager().unwrap(Session.class);
                session.doWork(connection -> insert(connection, insertSql(session), events, serializer));
            } catch (RuntimeException e) {
                handlePersistenceException(e, events.get(0));
            }
        });
    }

    private static void insert(Connection connection, String sql, List<? extends EventMessage<?>> events,
                               Serializer serializer) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            for (EventMessage<?> event : events) {
                DomainEventMessage<?> domain = asDomainEventMessage(event);
                SerializedObject<byte[]> payload = domain.serializePayload(serializer, byte[].class);
                SerializedObject<byte[]> metaData = domain.serializeMetaData(serializer, byte[].class);
                statement.setString(1, domain.getIdentifier());
                statement.setBytes(2, metaData.getData());
                statement.setBytes(3, payload.getData());
                statement.setString(4, payload.getType().getRevision());
                statement.setString(5, payload.getType().getName());
                statement.setString(6, StoredTime.format(domain.getTimestamp()));
                statement.setString(7, domain.getAggregateIdentifier());
                statement.setLong(8, domain.getSequenceNumber());
                statement.setString(9, domain.getType());
                statement.addBatch();
            }
            statement.executeBatch();
        }
    }

    /** The insert, with the sequence's next value written as the database's dialect asks for it. */
    private String insertSql(Session session) {
        String sql = insert;
        if (sql == null) {
            String next = ((SessionFactoryImplementor) session.getSessionFactory()).getJdbcServices().getDialect()
                    .getSequenceSupport().getSelectSequenceNextValString("domain_event_entry_seq");
            sql = "insert into domain_event_entry (global_index, event_identifier, meta_data, payload, payload_revision,"
                    + " payload_type, time_stamp, aggregate_identifier, sequence_number, type)"
                    + " values (" + next + ", ?, ?, ?, ?, ?, ?, ?, ?, ?)";
            insert = sql;
        }
        return sql;
    }
}

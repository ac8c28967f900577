package org.arbiter.service.storage;

import java.sql.Types;
import org.hibernate.boot.model.TypeContributions;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.jdbc.BinaryJdbcType;

/**
 * PostgreSQL with Axon's payload columns as {@code bytea}. Hibernate 6 otherwise maps them to
 * {@code oid} large objects, which live outside the table (vacuum does not reclaim them) and
 * cost a round trip each. Named in {@code application-postgres.yml}.
 */
public class ByteaPostgreSQLDialect extends PostgreSQLDialect {

    @Override
    protected String columnType(int sqlTypeCode) {
        return sqlTypeCode == SqlTypes.BLOB ? "bytea" : super.columnType(sqlTypeCode);
    }

    @Override
    protected String castType(int sqlTypeCode) {
        return sqlTypeCode == SqlTypes.BLOB ? "bytea" : super.castType(sqlTypeCode);
    }

    @Override
    public void contributeTypes(TypeContributions contributions, ServiceRegistry registry) {
        super.contributeTypes(contributions, registry);
        contributions.getTypeConfiguration().getJdbcTypeRegistry().addDescriptor(Types.BLOB, BinaryJdbcType.INSTANCE);
    }
}

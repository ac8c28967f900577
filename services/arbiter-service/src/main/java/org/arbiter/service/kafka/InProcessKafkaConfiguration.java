package org.arbiter.service.kafka;

import java.nio.file.Path;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.kafka.KafkaConnectionDetails;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * With no {@code spring.kafka.bootstrap-servers} configured, the service starts its own broker
 * (data under {@code arbiter.data-dir}/kafka) and every Kafka client connects to it. The clients
 * depend on the broker's bean, so Spring closes them first and the broker last.
 */
@Configuration(proxyBeanMethods = false)
@Conditional(InProcessKafkaConfiguration.NoBootstrapServers.class)
class InProcessKafkaConfiguration {

    @Bean(destroyMethod = "close")
    InProcessKafka inProcessKafka(@Value("${arbiter.data-dir:./data}") Path dataDir,
                                  @Value("${arbiter.kafka.port:9092}") int port,
                                  @Value("${arbiter.kafka.flush-ms:1000}") long flushMillis) {
        return InProcessKafka.start(dataDir.resolve("kafka"), port, flushMillis);
    }

    @Bean
    KafkaConnectionDetails inProcessKafkaConnection(InProcessKafka kafka) {
        return () -> List.of(kafka.bootstrapServers());
    }

    static final class NoBootstrapServers implements Condition {
        @Override
        public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
            return !context.getEnvironment().containsProperty("spring.kafka.bootstrap-servers");
        }
    }
}

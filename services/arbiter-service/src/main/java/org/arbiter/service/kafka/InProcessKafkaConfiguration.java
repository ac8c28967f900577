package org.arbiter.service.kafka;

import java.nio.file.Path;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.autoconfigure.kafka.KafkaConnectionDetails;
import org.springframework.boot.autoconfigure.kafka.KafkaProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * With no {@code spring.kafka.bootstrap-servers} configured, the service starts its own broker
 * (data under {@code arbiter.data-dir}/kafka) and every Kafka client connects to it, logging in
 * with the broker's one user ({@link BrokerCredentials}). The clients depend on the broker's bean,
 * so Spring closes them first and the broker last.
 */
@Configuration(proxyBeanMethods = false)
@Conditional(InProcessKafkaConfiguration.NoBootstrapServers.class)
class InProcessKafkaConfiguration {

    @Bean(destroyMethod = "close")
    InProcessKafka inProcessKafka(@Value("${arbiter.data-dir:./data}") Path dataDir,
                                  @Value("${arbiter.kafka.port:9092}") int port,
                                  @Value("${arbiter.kafka.flush-ms:1000}") long flushMillis,
                                  Environment environment) {
        return InProcessKafka.start(dataDir.resolve("kafka"), port, flushMillis, credentials(environment));
    }

    @Bean
    KafkaConnectionDetails inProcessKafkaConnection(InProcessKafka kafka) {
        return new KafkaConnectionDetails() {
            @Override
            public List<String> getBootstrapServers() {
                return List.of(kafka.bootstrapServers());
            }

            @Override
            public String getSecurityProtocol() {
                return BrokerCredentials.PROTOCOL;
            }
        };
    }

    /** Every client Spring makes (producers, consumers, the admin) logs in as the broker's user. */
    @Bean
    static BeanPostProcessor inProcessKafkaLogin(Environment environment) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                if (bean instanceof KafkaProperties properties) {
                    properties.getProperties().putAll(credentials(environment).clientProperties());
                }
                return bean;
            }
        };
    }

    /** After the broker starts again (a full disk freed), the topics are created again where they are missing. */
    @Bean
    org.springframework.beans.factory.SmartInitializingSingleton topicsAfterRestart(InProcessKafka kafka,
            org.springframework.kafka.core.KafkaAdmin admin) {
        return () -> kafka.onRestart(admin::initialize);
    }

    /** {@code /actuator/health}'s {@code inProcessKafka}: down, with the reason, while the broker waits to start again. */
    @Bean
    HealthIndicator inProcessKafkaHealth(InProcessKafka kafka) {
        return () -> kafka.failure().map(reason -> Health.down().withDetail("reason", reason))
                .orElseGet(() -> Health.up().withDetail("bootstrapServers", kafka.bootstrapServers())).build();
    }

    private static BrokerCredentials credentials(Environment environment) {
        return BrokerCredentials.of(Path.of(environment.getProperty("arbiter.data-dir", "./data")),
                environment.getProperty("arbiter.kafka.username", ""), environment.getProperty("arbiter.kafka.password", ""));
    }

    static final class NoBootstrapServers implements Condition {
        @Override
        public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
            return !context.getEnvironment().containsProperty("spring.kafka.bootstrap-servers");
        }
    }
}

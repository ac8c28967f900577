package org.arbiter.service.kafka;

import org.apache.kafka.clients.admin.NewTopic;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.config.TopicBuilder;

/** The topics, declared up front so that the first send never meets an unknown topic. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(Topics.Names.class)
class Topics {

    /**
     * Topic names and partitions ({@code arbiter.kafka.*}); their values are set in one place,
     * {@code application.yml}, which the actions listener's annotation reads too.
     */
    @ConfigurationProperties("arbiter.kafka")
    record Names(String events, String actions, String rejected, int partitions, short replicas) {
    }

    @Bean
    NewTopic eventsTopic(Names names) {
        return TopicBuilder.name(names.events()).partitions(names.partitions()).replicas(names.replicas()).build();
    }

    @Bean
    NewTopic actionsTopic(Names names) {
        return TopicBuilder.name(names.actions()).partitions(names.partitions()).replicas(names.replicas()).build();
    }

    @Bean
    NewTopic rejectedActionsTopic(Names names, @Value("${arbiter.kafka.rejected-partitions}") int partitions) {
        return TopicBuilder.name(names.rejected()).partitions(partitions).replicas(names.replicas()).build();
    }
}

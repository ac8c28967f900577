package org.arbiter.service.web;

import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.info.Info;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The title and summary springdoc puts on the OpenAPI document ({@code /v3/api-docs}, {@code /swagger-ui.html}). */
@Configuration(proxyBeanMethods = false)
class ApiDocs {

    @Bean
    OpenAPI arbiterApi() {
        return new OpenAPI().info(new Info().title("Arbiter service").version("0.1.0").description(
                "Event-sourced dispute resolution under the 1897 Chess Code. Actions use the contested-sequence "
                        + "format (docs/contested-sequence.md in the repository); the API is described in "
                        + "docs/service.md and the events in docs/events.md."));
    }
}

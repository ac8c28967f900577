package org.arbiter.service.stream;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Configuration;
import org.springframework.util.unit.DataSize;

/**
 * {@code arbiter.sse.send-buffer}: the size of each connection's socket send buffer. Unset, the
 * operating system's own (Linux grows it up to {@code net.ipv4.tcp_wmem}'s largest, 4 MB), which a
 * client that stops reading fills before its queue in the service does; set, a stalled client is
 * cut off after about this much plus the backlog, and each connection holds at most this much
 * in the kernel.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty("arbiter.sse.send-buffer")
class SendBuffer implements WebServerFactoryCustomizer<TomcatServletWebServerFactory> {
    private final DataSize size;

    SendBuffer(@Value("${arbiter.sse.send-buffer}") DataSize size) {
        this.size = size;
    }

    @Override
    public void customize(TomcatServletWebServerFactory factory) {
        factory.addConnectorCustomizers(connector -> connector.setProperty("socket.txBufSize",
                String.valueOf(size.toBytes())));
    }
}

/** The one JSON form in which every event leaves the service, on Kafka and on SSE alike. */
package org.arbiter.service.envelope;

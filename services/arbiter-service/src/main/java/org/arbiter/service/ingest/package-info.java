/**
 * Boards in: an electronic board bound to a game reports its square changes (DGT bytes over HTTP,
 * board fields on Kafka); board-ingest reads them as acts, handed out once final, and they are
 * recorded on the game like any arbiter's actions. The law engine decides what they mean.
 */
package org.arbiter.service.ingest;

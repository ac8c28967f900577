/**
 * The one handler that turns every package's errors into the API's answers: it depends on the
 * packages whose errors it words, and none depends on it, so the shared error types in {@code web}
 * stay below every feature.
 */
package org.arbiter.service.errors;

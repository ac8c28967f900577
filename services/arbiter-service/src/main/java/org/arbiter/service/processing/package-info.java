/** The streaming processors of the projections: their state, and the rebuilding of a projection from the first event. */
package org.arbiter.service.processing;

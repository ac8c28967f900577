/** How errors of every endpoint become HTTP answers: a status and a body naming line, field and reason. */
package org.arbiter.service.web;

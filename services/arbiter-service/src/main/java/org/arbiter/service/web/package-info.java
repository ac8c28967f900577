/** What every endpoint shares: the error answers (one JSON shape), the ruling view, the API description. */
package org.arbiter.service.web;

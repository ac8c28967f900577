/** What every endpoint shares: the error answers (one JSON shape; 503 when the store fails, before an endpoint too), the ruling view, the API description. */
package org.arbiter.service.web;

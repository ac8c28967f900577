/**
 * Who may do what: the roles, the users and API tokens kept in the service's database, the
 * rules of every endpoint (one list, {@link org.arbiter.service.security.AccessRules}, denying
 * what it does not name), and the production alternative, JWTs from an OpenID Connect provider.
 */
package org.arbiter.service.security;

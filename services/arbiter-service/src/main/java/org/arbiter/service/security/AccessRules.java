package org.arbiter.service.security;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.springframework.http.HttpMethod;

/**
 * Every endpoint the service answers, with the roles that may call it: the one list that
 * {@link SecurityConfiguration} enforces and that docs/security.md shows (a test walks that table
 * against a running service). A request that matches no rule is refused (403, or 401 without
 * credentials): a new endpoint is closed until it is listed here.
 */
public final class AccessRules {
    /** Anyone, logged in or not. */
    static final Set<Role> ANYONE = EnumSet.noneOf(Role.class);
    static final Set<Role> READERS = EnumSet.of(Role.DISPLAY, Role.OFFICIAL, Role.ARBITER, Role.ADMIN);
    static final Set<Role> OFFICIALS = EnumSet.of(Role.OFFICIAL, Role.ARBITER, Role.ADMIN);
    static final Set<Role> EVERY_ROLE = EnumSet.allOf(Role.class);

    private AccessRules() {
    }

    /** One rule: a method and a path pattern (Spring's), open to {@code roles}, or to anyone when {@code open}. */
    public record Rule(HttpMethod method, String path, boolean open, Set<Role> roles) {
        static Rule open(HttpMethod method, String path) {
            return new Rule(method, path, true, ANYONE);
        }

        static Rule of(HttpMethod method, String path, Set<Role> roles) {
            return new Rule(method, path, false, roles);
        }
    }

    /**
     * A page of the service and the API call it cannot work without: a role may use the page when
     * that call's rule lets it, so the pages follow the API's rules rather than a list of their own.
     */
    public record Page(String name, HttpMethod method, String api) {
        /** The roles that may use the page: those of the first rule that matches its API call. */
        public Set<Role> roles() {
            return RULES.stream().filter(r -> r.method().equals(method) && r.path().equals(api)).findFirst()
                    .map(Rule::roles).orElseThrow(() -> new IllegalStateException(name + " names no rule: " + api));
        }
    }

    /** The pages that need more than a login, with the API call each needs; the login page is open to anyone. */
    public static final List<Page> PAGES = List.of(
            new Page("live.html", HttpMethod.GET, "/api/stream"),
            new Page("review.html", HttpMethod.GET, "/api/games/{id}/review"),
            new Page("ledger.html", HttpMethod.GET, "/api/rulings"),
            new Page("incident.html", HttpMethod.GET, "/api/games/{id}/rulings/{seq}/report"),
            new Page("record.html", HttpMethod.POST, "/api/games/{id}/actions"),
            new Page("standings.html", HttpMethod.GET, "/api/tournaments/{id}/standings"),
            new Page("appeals.html", HttpMethod.GET, "/api/appeals"));

    /** The pages {@code role} may use, by name. */
    public static List<String> pagesFor(Role role) {
        return PAGES.stream().filter(p -> p.roles().contains(role)).map(Page::name).toList();
    }

    public static final List<Rule> RULES = List.of(
            Rule.open(HttpMethod.GET, "/"),
            Rule.open(HttpMethod.GET, "/*.html"),
            Rule.open(HttpMethod.GET, "/css/**"),
            Rule.open(HttpMethod.GET, "/js/**"),
            Rule.open(HttpMethod.GET, "/favicon.*"),
            Rule.open(HttpMethod.POST, "/login"),
            Rule.open(HttpMethod.POST, "/login/token"),
            Rule.open(HttpMethod.POST, "/logout"),
            Rule.open(HttpMethod.GET, "/actuator/health"),
            Rule.open(HttpMethod.GET, "/actuator/health/**"),
            Rule.open(HttpMethod.GET, "/v3/api-docs/**"),
            Rule.open(HttpMethod.GET, "/v3/api-docs"),
            Rule.open(HttpMethod.GET, "/swagger-ui/**"),
            Rule.open(HttpMethod.GET, "/api/keys/record"),
            Rule.of(HttpMethod.GET, "/api/me", EVERY_ROLE),
            Rule.of(HttpMethod.POST, "/api/games", EnumSet.of(Role.ARBITER)),
            Rule.of(HttpMethod.POST, "/api/games/{id}/actions", EnumSet.of(Role.ARBITER)),
            Rule.of(HttpMethod.GET, "/api/games", READERS),
            Rule.of(HttpMethod.GET, "/api/games/{id}", READERS),
            Rule.of(HttpMethod.GET, "/api/games/{id}/position", READERS),
            Rule.of(HttpMethod.GET, "/api/games/{id}/stream", READERS),
            Rule.of(HttpMethod.GET, "/api/stream", READERS),
            Rule.of(HttpMethod.GET, "/api/games/{id}.pgn", READERS),
            Rule.of(HttpMethod.GET, "/api/rounds/{round}.pgn", READERS),
            Rule.of(HttpMethod.PUT, "/api/boards/{board}", EnumSet.of(Role.ARBITER)),
            Rule.of(HttpMethod.GET, "/api/boards/{board}", OFFICIALS),
            Rule.of(HttpMethod.POST, "/api/boards/{board}/dgt", EnumSet.of(Role.ARBITER, Role.BOARD)),
            Rule.of(HttpMethod.GET, "/api/games/{id}/replay", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/games/{id}/compare", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/games/{id}/review", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/games/{id}/verify", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/games/{id}/record", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/rulings", OFFICIALS),
            Rule.of(HttpMethod.POST, "/api/review", OFFICIALS),
            Rule.of(HttpMethod.POST, "/api/tournaments", EnumSet.of(Role.ARBITER)),
            Rule.of(HttpMethod.POST, "/api/tournaments/{id}/rounds/{round}", EnumSet.of(Role.ARBITER)),
            Rule.of(HttpMethod.POST, "/api/tournaments/{id}/rounds/{round}/pairing", EnumSet.of(Role.ARBITER)),
            Rule.of(HttpMethod.GET, "/api/tournaments/{id}/rounds/{round}/pairing", OFFICIALS),
            Rule.of(HttpMethod.POST, "/api/tournaments/{id}/rounds/{round}/pairing/publish", EnumSet.of(Role.ARBITER)),
            Rule.of(HttpMethod.GET, "/api/tournaments", READERS),
            Rule.of(HttpMethod.GET, "/api/tournaments/{id}", READERS),
            Rule.of(HttpMethod.GET, "/api/tournaments/{id}/rounds/{round}", READERS),
            Rule.of(HttpMethod.GET, "/api/tournaments/{id}/standings", READERS),
            Rule.of(HttpMethod.GET, "/api/tournaments/{id}/tiebreaks", READERS),
            Rule.of(HttpMethod.PUT, "/api/tournaments/{id}/tiebreaks", EnumSet.of(Role.ARBITER, Role.ADMIN)),
            Rule.of(HttpMethod.PUT, "/api/tournaments/{id}/time-control", EnumSet.of(Role.ARBITER, Role.ADMIN)),
            Rule.of(HttpMethod.PUT, "/api/tournaments/{id}/public", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/tournaments/{id}/trf", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/tournaments/{id}/broadcast", OFFICIALS),
            Rule.of(HttpMethod.PUT, "/api/tournaments/{id}/broadcast", EnumSet.of(Role.ARBITER, Role.ADMIN)),
            Rule.of(HttpMethod.POST, "/api/tournaments/{id}/rounds/{round}/feed-key", EnumSet.of(Role.ARBITER, Role.ADMIN)),
            Rule.of(HttpMethod.DELETE, "/api/tournaments/{id}/rounds/{round}/feed-key", EnumSet.of(Role.ARBITER, Role.ADMIN)),
            Rule.of(HttpMethod.GET, "/api/tournaments/{id}/live-displays", OFFICIALS),
            Rule.of(HttpMethod.PUT, "/api/tournaments/{id}/live-displays/{display}", EnumSet.of(Role.OFFICIAL, Role.ARBITER)),
            Rule.of(HttpMethod.DELETE, "/api/tournaments/{id}/live-displays/{display}", EnumSet.of(Role.OFFICIAL, Role.ARBITER)),
            // Relays send no credentials: the feed itself answers by the tournament's feed access.
            Rule.open(HttpMethod.GET, "/api/feeds/{id}/rounds/{round}.pgn"),
            Rule.of(HttpMethod.GET, "/api/games/{id}/appeals", OFFICIALS),
            Rule.of(HttpMethod.POST, "/api/games/{id}/appeals", EnumSet.of(Role.OFFICIAL, Role.ARBITER)),
            Rule.of(HttpMethod.POST, "/api/games/{id}/appeals/{seq}/decision", EnumSet.of(Role.OFFICIAL)),
            Rule.of(HttpMethod.GET, "/api/appeals", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/games/{id}/words", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/games/{id}/rulings/{seq}/report", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/games/{id}/rulings/{seq}/report.pdf", OFFICIALS),
            Rule.of(HttpMethod.GET, "/api/admin/processors", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.POST, "/api/admin/projections/{name}/replay", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.POST, "/api/admin/users", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.DELETE, "/api/admin/users/{name}", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.POST, "/api/admin/users/{name}/appointments", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.DELETE, "/api/admin/users/{name}/appointments", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.POST, "/api/admin/users/{name}/tokens", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.POST, "/api/admin/boards/{board}/tokens", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.DELETE, "/api/admin/tokens/{id}", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.GET, "/actuator/prometheus", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.GET, "/actuator/metrics/**", EnumSet.of(Role.ADMIN)),
            Rule.of(HttpMethod.GET, "/actuator/info", EnumSet.of(Role.ADMIN)));
}

package org.arbiter.service.security;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.security.Principal;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/** The caller himself, and the admin's management of users, appointments and tokens. */
@RestController
@Tag(name = "accounts", description = "Who is calling; users, appointments and API tokens (admin)")
class AccountsController {
    private final Users users;
    private final Callers callers;

    AccountsController(Users users, Callers callers) {
        this.users = users;
        this.callers = callers;
    }

    /** The caller: name, role, tournaments, the board of a board's token, and the pages the role may use. */
    record Me(String name, Role role, Set<String> tournaments, String board, List<String> pages) {
    }

    /** A user to make: the role, the tournaments he is appointed to, and a password (optional: token only). */
    record NewUser(String name, String role, List<String> tournaments, String password) {
    }

    record Appointment(String tournament) {
    }

    record UserView(String name, Role role, Set<String> tournaments) {
        static UserView of(Caller c) {
            return new UserView(c.name(), c.role(), new TreeSet<>(c.tournaments()));
        }
    }

    @Operation(summary = "Who is calling")
    @GetMapping(path = "/api/me", produces = MediaType.APPLICATION_JSON_VALUE)
    Me me(@Parameter(hidden = true) Principal principal) {
        Caller c = callers.of(principal);
        return new Me(c.name(), c.role(), new TreeSet<>(c.tournaments()), c.board(), AccessRules.pagesFor(c.role()));
    }

    @Operation(summary = "Make a user", description = "`role`: arbiter, official, display or admin; `tournaments`: "
            + "the events (the header's `event`) an arbiter is appointed to.")
    @PostMapping(path = "/api/admin/users", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseStatus(HttpStatus.CREATED)
    UserView add(@RequestBody NewUser user) {
        if (user.role() == null) {
            throw new AccountError("role", "is required: arbiter, official, display or admin");
        }
        Set<String> tournaments = user.tournaments() == null ? Set.of() : Set.copyOf(user.tournaments());
        return UserView.of(users.add(user.name(), Role.named(user.role()), tournaments, user.password()));
    }

    @Operation(summary = "Appoint a user to a tournament")
    @PostMapping(path = "/api/admin/users/{name}/appointments", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    UserView appoint(@PathVariable("name") String name, @RequestBody Appointment appointment) {
        users.appoint(name, appointment.tournament());
        return UserView.of(users.find(name).orElseThrow());
    }

    @Operation(summary = "Remove a user", description = "His appointments go, and his tokens are revoked with the "
            + "sessions made with them; the events he recorded keep his name.")
    @DeleteMapping(path = "/api/admin/users/{name}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void remove(@PathVariable("name") String name) {
        if (users.find(name).map(u -> u.role() == Role.ADMIN).orElse(false) && users.admins() <= 1) {
            throw new AccountError("name", "'" + name + "' is the only admin; make another admin first");
        }
        if (!users.remove(name)) {
            throw new AccountError.NoSuchUser("no user '" + name + "'");
        }
    }

    @Operation(summary = "End a user's appointment to a tournament")
    @DeleteMapping(path = "/api/admin/users/{name}/appointments", produces = MediaType.APPLICATION_JSON_VALUE)
    UserView dismiss(@PathVariable("name") String name, @RequestParam("tournament") String tournament) {
        if (users.find(name).isEmpty()) {
            throw new AccountError.NoSuchUser("no user '" + name + "'");
        }
        if (!users.dismiss(name, tournament)) {
            throw new AccountError.NoSuchUser("'" + name + "' is not appointed to '" + tournament + "'");
        }
        return UserView.of(users.find(name).orElseThrow());
    }

    @Operation(summary = "A new API token for a user", description = "The token is in this answer only; keep it.")
    @PostMapping(path = "/api/admin/users/{name}/tokens", produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseStatus(HttpStatus.CREATED)
    Users.IssuedToken userToken(@PathVariable("name") String name) {
        return users.tokenFor(name);
    }

    @Operation(summary = "A new API token for an electronic board, bound to it", description = "The token is in this "
            + "answer only.")
    @PostMapping(path = "/api/admin/boards/{board}/tokens", produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseStatus(HttpStatus.CREATED)
    Users.IssuedToken boardToken(@PathVariable("board") String board) {
        return users.tokenForBoard(board);
    }

    @Operation(summary = "Revoke a token", description = "By its id (the part after `arb_` and before the next `_`).")
    @DeleteMapping(path = "/api/admin/tokens/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    void revoke(@PathVariable("id") String id) {
        if (!users.revoke(id)) {
            throw new AccountError.NoSuchToken(id);
        }
    }
}

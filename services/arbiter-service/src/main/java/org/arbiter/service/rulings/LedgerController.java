package org.arbiter.service.rulings;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.persistence.criteria.Predicate;
import java.security.Principal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.arbiter.service.security.Caller;
import org.arbiter.service.security.Callers;
import org.arbiter.service.security.GameAccess;
import org.arbiter.service.security.Sights;
import org.arbiter.service.web.BadQuery;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.data.jpa.domain.Specification;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** The ledger of every ruling, filtered by game, law and player. */
@RestController
@Tag(name = "rulings", description = "The ledger of every ruling")
class LedgerController {
    private final Ledger ledger;
    private final Callers callers;
    private final GameAccess access;

    private final Sights sights;

    LedgerController(Ledger ledger, Callers callers, GameAccess access, Sights sights) {
        this.ledger = ledger;
        this.callers = callers;
        this.access = access;
        this.sights = sights;
    }

    @Operation(summary = "Rulings, in the order they were issued", description = "Only the rulings of games the "
            + "caller may read: an arbiter's tournaments' games and the public ones; officials and admins read all. A delayed reader "
            + "(docs/security.md) sees a ruling once its tournament's broadcast delay has passed.")
    @GetMapping(path = "/api/rulings", produces = MediaType.APPLICATION_JSON_VALUE)
    List<LedgerView> rulings(
            @Parameter(description = "a game id") @RequestParam(name = "game", required = false) String game,
            @Parameter(description = "a citation or its beginning: II.6 matches II.6(e)")
            @RequestParam(name = "law", required = false) String law,
            @Parameter(description = "white, black, arbiter, or a player's name or part of it (any case): rulings "
                    + "this side asked for or that go against it (see 'as')")
            @RequestParam(name = "player", required = false) String player,
            @Parameter(description = "with 'player': 'claimant' for the rulings the player asked for, 'against' for "
                    + "those against the player; both when absent")
            @RequestParam(name = "as", required = false) Role as,
            @RequestParam(name = "after", required = false) Long after,
            @RequestParam(name = "limit", defaultValue = "500") int limit,
            @Parameter(hidden = true) Principal principal) {
        if (limit < 1 || limit > 10_000) {
            throw new BadQuery("limit must be from 1 to 10000");
        }
        Caller caller = callers.of(principal);
        if (game != null) {
            access.mayRead(caller, game);
        }
        List<LedgerView> out = new ArrayList<>();
        Long from = after;
        while (true) {
            List<LedgerView> page = page(game, law, player, as, from, limit);
            for (LedgerView v : page) {
                if (out.size() < limit && access.readable(caller, v.game())
                        && sights.ofGame(caller, v.game()).shows(v.time())) {
                    out.add(v);
                }
            }
            if (page.size() < limit || out.size() >= limit) {
                return out;
            }
            from = page.get(page.size() - 1).id();
        }
    }

    /** One page of the ledger as filtered, before the caller's reading rights are applied. */
    private List<LedgerView> page(String game, String law, String player, Role as, Long after, int limit) {
        Specification<LedgerEntry> spec = (root, query, cb) -> {
            List<Predicate> where = new ArrayList<>();
            if (game != null) {
                where.add(cb.equal(root.get("gameId"), game));
            }
            if (law != null) {
                where.add(cb.or(cb.equal(root.get("law"), law), cb.like(root.get("law"), escape(law) + "(%", '\\'),
                        cb.like(root.get("law"), escape(law) + ".%", '\\')));
            }
            if (player != null) {
                String p = player.toLowerCase(Locale.ROOT).strip();
                // a name matches in part, as an official types it: "caruana" finds "Caruana,Fabiano"
                String part = "%" + escape(p) + "%";
                Predicate claimant = cb.or(cb.equal(root.get("side"), p), cb.like(cb.lower(root.get("player")), part, '\\'));
                Predicate against = cb.or(cb.equal(root.get("against"), p),
                        cb.like(cb.lower(root.get("againstPlayer")), part, '\\'));
                where.add(as == Role.claimant ? claimant : as == Role.against ? against : cb.or(claimant, against));
            }
            if (after != null) {
                where.add(cb.greaterThan(root.get("eventIndex"), after));
            }
            return cb.and(where.toArray(Predicate[]::new));
        };
        return ledger.findAll(spec, PageRequest.of(0, limit, Sort.by("eventIndex"))).map(LedgerView::of).toList();
    }

    /** Which part a player has in a ruling. */
    enum Role { claimant, against }

    private static String escape(String like) {
        return like.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }
}

package org.arbiter.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The pages follow the API's rules: a page is for the roles that may make the one call it needs. */
class AccessRulesPagesTest {
    @Test
    void everyPageNamesARuleOfTheApiAndItsRolesAreThatRules() {
        for (AccessRules.Page page : AccessRules.PAGES) {
            assertThat(AccessRules.RULES).as(page.name()).anySatisfy(rule -> {
                assertThat(rule.method()).isEqualTo(page.method());
                assertThat(rule.path()).isEqualTo(page.api());
                assertThat(rule.roles()).isEqualTo(page.roles());
            });
        }
    }

    @Test
    void aDisplayUsesTheLiveAndStandingsPagesAloneAndAnArbiterEveryPage() {
        assertThat(AccessRules.pagesFor(Role.DISPLAY)).containsExactly("live.html", "standings.html");
        assertThat(AccessRules.pagesFor(Role.OFFICIAL)).contains("review.html", "ledger.html", "incident.html", "appeals.html")
                .doesNotContain("record.html");
        assertThat(AccessRules.pagesFor(Role.ARBITER)).containsExactlyInAnyOrder("live.html", "review.html",
                "ledger.html", "incident.html", "record.html", "standings.html", "appeals.html");
        assertThat(AccessRules.pagesFor(Role.BOARD)).isEmpty();
    }
}

package org.arbiter.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Where a screen logged in by its token goes: a page of this service, never another site. */
class TokenFilterTest {
    @Test
    void aScreenGoesToThePageOfThisServiceItNames() {
        assertThat(TokenFilter.next("/live.html?event=Hall%20cup&round=1")).isEqualTo("/live.html?event=Hall%20cup&round=1");
        assertThat(TokenFilter.next(null)).isEqualTo("/");
    }

    @Test
    void anotherSiteOrAMalformedAddressSendsTheScreenToTheFrontPage() {
        assertThat(TokenFilter.next("//evil.example/live.html")).isEqualTo("/");
        assertThat(TokenFilter.next("https://evil.example/")).isEqualTo("/");
        assertThat(TokenFilter.next("/\\evil.example")).isEqualTo("/");
        assertThat(TokenFilter.next("/live.html\r\nSet-Cookie: x=1")).isEqualTo("/");
        assertThat(TokenFilter.next("/" + "a".repeat(600))).isEqualTo("/");
    }
}

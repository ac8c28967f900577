package org.arbiter.service.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Map;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Every request about one game ({@code /api/games/{id}...}) passes {@link GameAccess} before its
 * controller runs: a read must be allowed to read that game, a write to record on it. The roles
 * were checked before ({@link AccessRules}); this adds what depends on the game.
 */
@Configuration(proxyBeanMethods = false)
class GameRules implements WebMvcConfigurer {
    private final GameAccess access;
    private final Callers callers;

    GameRules(GameAccess access, Callers callers) {
        this.access = access;
        this.callers = callers;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(new HandlerInterceptor() {
            @Override
            public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
                Object vars = request.getAttribute(HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE);
                if (!(vars instanceof Map<?, ?> map) || !(map.get("id") instanceof String gameId)) {
                    return true;
                }
                Caller caller = callers.of(request.getUserPrincipal());
                if ("GET".equals(request.getMethod())) {
                    access.mayRead(caller, gameId);
                } else {
                    access.mayRecord(caller, gameId);
                }
                return true;
            }
        }).addPathPatterns("/api/games/*", "/api/games/*/**");
    }
}

package org.arbiter.service.security;

import org.arbiter.service.history.Sight;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.MethodParameter;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Every request about one game ({@code /api/games/{id}...}) passes {@link GameAccess} before its
 * controller runs: a read must be allowed to read that game, a write to record on it. The roles
 * were checked before ({@link AccessRules}); this adds what depends on the game. An appeal's write
 * ({@link AppealWrite}) is checked as one: an official lodges and decides appeals, and records no acts.
 *
 * <p>A read is also given the reader's {@link Sight} of the game ({@link Sights}): a controller
 * that takes a {@code Sight} parameter answers what it shows (a stream, marked {@link FiltersBySight},
 * asks {@code Sights} itself at each event). One that does neither (the chain check,
 * the signed record, the law's words) answers the whole record, so a delayed reader is refused it
 * while the delay hides something of the game.
 */
@Configuration(proxyBeanMethods = false)
class GameRules implements WebMvcConfigurer {
    private static final String SIGHT = Sight.class.getName();

    private final GameAccess access;
    private final Callers callers;
    private final Sights sights;

    GameRules(GameAccess access, Callers callers, Sights sights) {
        this.access = access;
        this.callers = callers;
        this.sights = sights;
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
                    if (!filtersBySight(handler)) {
                        sights.mayReadWhole(caller, gameId);
                    }
                    request.setAttribute(SIGHT, sights.ofGame(caller, gameId));
                } else if (handler instanceof HandlerMethod method && method.hasMethodAnnotation(AppealWrite.class)) {
                    access.mayAppeal(caller, gameId, method.getMethodAnnotation(AppealWrite.class).value());
                } else {
                    access.mayRecord(caller, gameId);
                }
                return true;
            }
        }).addPathPatterns("/api/games/*", "/api/games/*/**");
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(new HandlerMethodArgumentResolver() {
            @Override
            public boolean supportsParameter(MethodParameter parameter) {
                return parameter.getParameterType() == Sight.class;
            }

            @Override
            public Object resolveArgument(MethodParameter parameter, ModelAndViewContainer mav, NativeWebRequest request,
                                          WebDataBinderFactory binders) {
                Object sight = request.getAttribute(SIGHT, RequestAttributes.SCOPE_REQUEST);
                if (!(sight instanceof Sight s)) {
                    throw new IllegalStateException("a Sight is given to the reads of one game only, /api/games/{id}...");
                }
                return s;
            }
        });
    }

    private static boolean filtersBySight(Object handler) {
        return handler instanceof HandlerMethod method && (method.hasMethodAnnotation(FiltersBySight.class)
                || Arrays.stream(method.getMethodParameters()).anyMatch(p -> p.getParameterType() == Sight.class));
    }
}

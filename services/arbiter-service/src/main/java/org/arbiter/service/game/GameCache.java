package org.arbiter.service.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.axonframework.common.Registration;
import org.axonframework.common.caching.Cache;

/**
 * The games in memory: the {@code capacity} most recently used, held strongly. (Axon's
 * {@code WeakReferenceCache} loses every idle game at the next garbage collection, and a game
 * then costs a rebuild on its next action; games in play are touched every few seconds and must
 * stay.) When full, the least recently used game is dropped; it is rebuilt from its snapshot if it
 * is needed again.
 */
final class GameCache implements Cache {
    private final Map<Object, Object> entries;
    private final List<EntryListener> listeners = new CopyOnWriteArrayList<>();

    GameCache(int capacity) {
        this.entries = new LinkedHashMap<>(Math.min(capacity, 1 << 16), 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Object, Object> eldest) {
                boolean full = size() > capacity;
                if (full) {
                    listeners.forEach(l -> l.onEntryExpired(eldest.getKey()));
                }
                return full;
            }
        };
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <K, V> V get(K key) {
        Object value = entries.get(key);
        if (value != null) {
            listeners.forEach(l -> l.onEntryRead(key, value));
        }
        return (V) value;
    }

    @Override
    public synchronized void put(Object key, Object value) {
        Object previous = entries.put(key, value);
        listeners.forEach(l -> {
            if (previous == null) {
                l.onEntryCreated(key, value);
            } else {
                l.onEntryUpdated(key, value);
            }
        });
    }

    @Override
    public synchronized boolean putIfAbsent(Object key, Object value) {
        if (entries.containsKey(key)) {
            return false;
        }
        put(key, value);
        return true;
    }

    @Override
    public synchronized boolean remove(Object key) {
        boolean removed = entries.remove(key) != null;
        if (removed) {
            listeners.forEach(l -> l.onEntryRemoved(key));
        }
        return removed;
    }

    @Override
    public synchronized void removeAll() {
        List.copyOf(entries.keySet()).forEach(this::remove);
    }

    @Override
    public synchronized boolean containsKey(Object key) {
        return entries.containsKey(key);
    }

    @Override
    public Registration registerCacheEntryListener(EntryListener listener) {
        listeners.add(listener);
        return () -> listeners.remove(listener);
    }
}

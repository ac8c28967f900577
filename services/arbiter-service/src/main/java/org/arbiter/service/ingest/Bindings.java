package org.arbiter.service.ingest;

import org.springframework.data.jpa.repository.JpaRepository;

interface Bindings extends JpaRepository<Binding, String> {
}

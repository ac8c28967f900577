package org.arbiter.service.rulings;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.JpaSpecificationExecutor;

interface Ledger extends JpaRepository<LedgerEntry, Long>, JpaSpecificationExecutor<LedgerEntry> {
}

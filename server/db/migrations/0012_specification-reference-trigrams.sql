-- GET /api/contractspecifications?referenceId= (and the balances' filter of the same name) is a
-- case-insensitive "contains": without trigrams every call tested all specifications (80,000 at
-- scale 20, 145 ms) (decision 416).
create index if not exists contract_specifications_reference_trgm_idx on contract_specifications using gin (reference_id gin_trgm_ops)

-- Decision 726: the ECK list's search q matches the reference id (contains, trigram index), the
-- user id, the ECK id and the contract id (equal). The contract id alone had no index, so the OR
-- could not be a bitmap OR of four index scans and read every licence (600,000 at scale 20).
-- Idempotent.
create index if not exists "eck_licenses_contract_id_idx" on "eck_licenses" using btree ("contract_id");

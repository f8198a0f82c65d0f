-- Decision 740: the organisations' GIN indexes without a pending list (fastupdate = false). A GIN
-- index with fastupdate notes new entries in a pending list that VACUUM (autovacuum) merges into the
-- index, or an insert once the list passes gin_pending_list_limit (4 MB). PGlite has no autovacuum
-- and the ~2,000 organisations' entries never reach 4 MB, so the whole of each index stayed in its
-- list: every search read the lists through (274 buffers for a BRIN, 1.4 ms) and the planner, which
-- prices that, scanned the table with lower() of name, ESN and city instead (2.5-3 ms on PGlite).
-- Rebuilt here, so an existing database's lists are merged and the index statistics are written;
-- written directly from then on (organisations are few and rarely written). Idempotent: each index
-- is dropped and made again.
drop index if exists organisations_type_idx
--> statement-breakpoint
create index organisations_type_idx on organisations using gin (type) with (fastupdate = false)
--> statement-breakpoint
drop index if exists organisations_name_trgm_idx
--> statement-breakpoint
create index organisations_name_trgm_idx on organisations using gin (name gin_trgm_ops) with (fastupdate = false)
--> statement-breakpoint
drop index if exists organisations_lower_name_trgm_idx
--> statement-breakpoint
create index organisations_lower_name_trgm_idx on organisations using gin (lower(name) gin_trgm_ops) with (fastupdate = false)
--> statement-breakpoint
drop index if exists organisations_lower_esn_trgm_idx
--> statement-breakpoint
create index organisations_lower_esn_trgm_idx on organisations using gin (lower(esn) gin_trgm_ops) with (fastupdate = false)
--> statement-breakpoint
drop index if exists organisations_lower_city_trgm_idx
--> statement-breakpoint
create index organisations_lower_city_trgm_idx on organisations using gin (lower(city) gin_trgm_ops) with (fastupdate = false)

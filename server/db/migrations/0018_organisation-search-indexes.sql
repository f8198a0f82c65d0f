-- GET /api/organisations?q= (the palette's BRIN lookup, and the list's search) is a case-insensitive
-- "contains" on name, ESN and city or the exact BRIN, written as lower(col) like / upper(brin) = :
-- no index answered those expressions (the name trigrams are on name as stored), so every call read
-- all organisations, twice (page and count), 1.7-3.5 ms each at scale 20 (2,020 rows). With these a
-- BitmapOr answers both in 0.06-0.15 ms (decision 555). Idempotent: applying it by hand first and
-- then by the migrator is harmless.
create index if not exists organisations_lower_name_trgm_idx on organisations using gin (lower(name) gin_trgm_ops)
--> statement-breakpoint
create index if not exists organisations_lower_esn_trgm_idx on organisations using gin (lower(esn) gin_trgm_ops)
--> statement-breakpoint
create index if not exists organisations_lower_city_trgm_idx on organisations using gin (lower(city) gin_trgm_ops)
--> statement-breakpoint
create index if not exists organisations_upper_brin_idx on organisations (upper(brin))

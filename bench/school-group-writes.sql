-- Decision 595: the write cost of the school overview's kept groups and repeats, on leskluis_bench,
-- everything rolled back. Run: psql "$BENCH_URL" -f bench/school-group-writes.sql
-- The figures are the EXPLAIN ANALYZE lines of the tlink_counts_by_school_group_ins and
-- tlink_school_group_repeats_ins triggers and Execution Time; after the first `set constraints all
-- immediate` the commit-time settle runs inside each statement (in those triggers' time). For
-- "before", re-create migration 0003's tlink_counts_by_school_group_delta and 0020's
-- tlink_school_group_repeats_sync right after `begin` (the rollback undoes them).
\set school 1837
\set product 503
\timing on
begin;
-- A single licence into an existing seeded group (a handful of licences).
explain (analyze, buffers off, costs off) insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, creation_method, created_at)
  values ('ZQ000001', :product, :school, (select distributor_id from tlink_licenses where organisation_id = :school and product_id = :product limit 1), 'BEHEER', now());
set constraints all immediate;
-- A large group: 20,000 older licences, made settled.
insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, creation_method, created_at)
  select 'ZQ' || upper(lpad(to_hex(100 + i), 6, '0')), :product, :school, d.id, case when i % 50 = 0 then 'BASISPOORT' else 'BEHEER' end, now() - interval '3 years' + i * interval '1 hour'
  from generate_series(1, 20000) i, (select distributor_id as id from tlink_licenses where organisation_id = :school and product_id = :product limit 1) d;
set constraints all immediate;
-- One newer licence into the large group.
explain (analyze, buffers off, costs off) insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, creation_method, created_at)
  select 'ZQ100001', :product, :school, distributor_id, 'BEHEER', now() + interval '1 day' from tlink_licenses where organisation_id = :school and product_id = :product limit 1;
set constraints all immediate;
-- 1,000 newer licences into the large group (an import), one in 50 Basispoort-made.
explain (analyze, buffers off, costs off) insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, creation_method, created_at)
  select 'ZQ2' || upper(lpad(to_hex(i), 5, '0')), :product, :school, d.id, case when i % 50 = 0 then 'BASISPOORT' else 'BEHEER' end, now() + interval '2 days' + i * interval '1 second'
  from generate_series(1, 1000) i, (select distributor_id as id from tlink_licenses where organisation_id = :school and product_id = :product limit 1) d;
set constraints all immediate;
-- One older licence into the large group (the general path).
explain (analyze, buffers off, costs off) insert into tlink_licenses (license_code, product_id, organisation_id, distributor_id, creation_method, created_at)
  select 'ZQ300001', :product, :school, distributor_id, 'BEHEER', now() - interval '1 year' from tlink_licenses where organisation_id = :school and product_id = :product limit 1;
set constraints all immediate;
rollback;

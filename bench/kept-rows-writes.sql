-- Decision 635: the write cost of the order stock lines and the family names, on leskluis_bench,
-- everything rolled back. Run: psql "$BENCH_URL" -f bench/kept-rows-writes.sql
-- The figures are Execution Time (with the order_stock_lines_ins / account_family_names_ins trigger
-- lines) and the timing of each `set constraints all immediate`, which runs the commit-time settle
-- (migration 0023) inside the transaction; before migration 0023 it has nothing to run.
\timing on
begin;
-- One order line of an existing contract and product (an order change).
explain (analyze, buffers off, costs off) insert into order_details (amount, product_id, order_id, creation_method, contract_id, distributor_id, school_year_id)
  select 5, product_id, 'ZQORDER1', 'API', contract_id, distributor_id, school_year_id from order_details order by id limit 1;
set constraints all immediate;
-- An import batch: 1,000 order lines over existing contracts and products.
explain (analyze, buffers off, costs off) insert into order_details (amount, product_id, order_id, creation_method, contract_id, distributor_id, school_year_id)
  select amount, product_id, 'ZQORDER2', 'API', contract_id, distributor_id, school_year_id from order_details order by id limit 1000;
set constraints all immediate;
-- 1,000 accounts with known family names (the usual account write).
explain (analyze, buffers off, costs off) insert into accounts (email, family_name)
  select 'zq' || i || '@example.nl', (select family_name from account_family_names order by family_name offset i % 100 limit 1)
  from generate_series(1, 1000) i;
set constraints all immediate;
-- 1,000 accounts with 1,000 new family names.
explain (analyze, buffers off, costs off) insert into accounts (email, family_name)
  select 'zqn' || i || '@example.nl', 'Zqnaam' || i from generate_series(1, 1000) i;
set constraints all immediate;
rollback;

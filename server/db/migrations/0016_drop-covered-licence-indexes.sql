-- Indexes another index covers (decision 531): each is a leading part of a wider index made later,
-- so every read they served the wider one serves with the same plan (EXPLAIN (ANALYZE, BUFFERS) on
-- leskluis_bench with them dropped in a rolled-back transaction: the same nodes, 2-4 more index
-- buffers), and every licence write maintained both.
--   eck_licenses_product_idx (product_id, created_at)  <- eck_licenses_product_created_id_idx (0014)
--   po_licenses_product_idx (product_id)               <- po_licenses_product_created_id_idx (0014)
--   po_licenses_product_created_idx (product_id, created_at) <- po_licenses_product_created_id_idx (0014)
--   po_licenses_organisation_idx (organisation_id)     <- po_licenses_organisation_created_idx (0010)
-- Idempotent: applying it by hand first and then by the migrator is harmless.
drop index if exists eck_licenses_product_idx
--> statement-breakpoint
drop index if exists po_licenses_product_idx
--> statement-breakpoint
drop index if exists po_licenses_product_created_idx
--> statement-breakpoint
drop index if exists po_licenses_organisation_idx

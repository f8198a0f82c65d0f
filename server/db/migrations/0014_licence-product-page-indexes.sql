-- A product's ECK and PO licences in created order with their ids (decision 467): the list chooses
-- a page's ids index-only, so a deep page of a product reads 50 licences from the table instead of
-- every one it skips.
create index if not exists eck_licenses_product_created_id_idx on eck_licenses (product_id, created_at, id)
--> statement-breakpoint
create index if not exists po_licenses_product_created_id_idx on po_licenses (product_id, created_at, id)

-- Indexes the reports read a month through (decision 321): the status overview (licences created
-- in a range, per product and state) and the invoice (per publisher and month: licences created
-- available, activated, ended inactive; ECK licences started). Each carries the columns its report
-- counts, so a month is an index-only range instead of every licence of every product.
create index if not exists tlink_licenses_created_cover_idx on tlink_licenses (created_at) include (product_id, license_state)
--> statement-breakpoint
create index if not exists tlink_licenses_publisher_created_idx on tlink_licenses (publisher_id, created_at) include (product_id, license_state)
--> statement-breakpoint
create index if not exists tlink_licenses_publisher_activation_idx on tlink_licenses (publisher_id, activation_date) include (product_id) where activation_date is not null
--> statement-breakpoint
create index if not exists tlink_licenses_publisher_end_idx on tlink_licenses (publisher_id, end_date) include (product_id, license_state)
--> statement-breakpoint
create index if not exists eck_licenses_product_start_idx on eck_licenses (product_id, start_date) include (license_state)

-- Contract balances and order stock (decision 416). The balance's "service without contract" counts
-- a school's SERVICE licences without a contract reference for the contract's products: with only
-- the school index that read every licence of the school (about 2,000 at scale 20) per contract.
-- The page's contracts are walked in the list's order (reference, id) from an index of
-- school_contracts alone, whole or for a distributor. The order stock's contract filter (a prefix,
-- case-insensitive) is answered by trigrams instead of testing every stock line.
create index if not exists tlink_licenses_service_school_idx on tlink_licenses (organisation_id, product_id) where creation_method = 'SERVICE' and school_contract_reference_id is null
--> statement-breakpoint
create index if not exists school_contracts_reference_page_idx on school_contracts (contract_reference_id, id)
--> statement-breakpoint
create index if not exists school_contracts_distributor_page_idx on school_contracts (distributor_id, contract_reference_id, id)
--> statement-breakpoint
create index if not exists order_stock_lines_contract_trgm_idx on order_stock_lines using gin (contract_id gin_trgm_ops)

-- The invoice's index of activations per publisher (decision 321) has no reader since the invoice
-- sums kept months (decision 530): nothing else filters or sorts on activation_date, and the index is
-- partial (activation_date is not null), so a publisher's other reads cannot use it either. 105 MB at
-- scale 20 that every licence write kept. Idempotent.
drop index if exists tlink_licenses_publisher_activation_idx

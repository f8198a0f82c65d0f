-- GET /api/accounts?input= with a whole e-mail address (the palette's e-mail lookup) is the users
-- list's contact search: every account whose e-mail or telephone contains the text (spec 000). The
-- trigram indexes answered it in 0.7-0.9 ms of index reading at 1M accounts (143 buffers) and ~0.4 ms
-- of planning. An address local@domain is contained in an e-mail with one @ exactly when that
-- e-mail's part before its @ ends with local and its part after it starts with domain: a btree range
-- on the reversed part before the @ (decision 600). E-mails with several @ and telephones with an @
-- are the rest of the answer, kept in a small partial index. Idempotent: applying it by hand first
-- and then by the migrator is harmless.
create index if not exists accounts_email_parts_idx on accounts (reverse(split_part(lower(email), '@', 1)) text_pattern_ops, split_part(lower(email), '@', 2) text_pattern_ops)
--> statement-breakpoint
create index if not exists accounts_odd_contact_idx on accounts (id) where lower(email) like '%@%@%' or telephone like '%@%'

-- GET /api/supportentries in its one order (open first, then newest; decision 416): without an
-- index on that order every call sorted all tickets (40,000 at scale 20) to skip to its page.
create index if not exists support_entries_list_idx on support_entries ((status = 'closed'), created_at desc, id desc)

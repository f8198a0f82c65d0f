-- Decision 700: migration 0022's own queue for the school groups' settle at commit has been unused
-- since 0024 put that settle on 0023's shared queue (settle_at_commit): 0024's
-- tlink_school_groups_queue_settle queues there, so nothing inserts into tlink_school_groups_to_settle,
-- its deferred trigger never fires, and that trigger's function tlink_school_groups_settle() is read
-- by nothing else. Dropped: the table (its trigger and primary key with it) and the function.
-- Everything else 0022 made stays in use: the note tables tlink_school_group_deltas and
-- tlink_school_groups_touched, tlink_school_groups_queue_settle (called by the licence triggers'
-- functions), those functions, and tlink_school_group_repeats_pair_created_idx.
-- Idempotent (if exists), so applying this by hand first and then by the migrator is harmless.
drop table if exists tlink_school_groups_to_settle
--> statement-breakpoint
drop function if exists tlink_school_groups_settle()

-- Decision 739: what the per-call administrator check reads, announced when it changes. The API keeps
-- a passed check per token (server/http/admin-checks.ts) only while it hears these notices: an update
-- or delete of an administrator, a role, an organisation's `ask_for_volledige_naam`, or an identity
-- provider session (a sign-out deletes it, a sign-in elsewhere rewrites it), or a truncate of any of
-- them. One channel, one empty payload: PostgreSQL delivers it at commit to every listening
-- connection of every instance (identical notices of one transaction are delivered once), and each
-- instance then forgets every kept check. Inserts announce nothing: only passed checks are kept, and
-- a new row cannot end a session or take a right away. Idempotent: triggers are dropped and made again.
create or replace function announce_auth_change() returns trigger language plpgsql as $fn$
begin
  perform pg_notify('leskluis_auth_changed', '');
  return null;
end
$fn$
--> statement-breakpoint
drop trigger if exists administrators_auth_changed on administrators
--> statement-breakpoint
create trigger administrators_auth_changed after update or delete on administrators for each statement execute function announce_auth_change()
--> statement-breakpoint
drop trigger if exists administrators_auth_truncated on administrators
--> statement-breakpoint
create trigger administrators_auth_truncated after truncate on administrators for each statement execute function announce_auth_change()
--> statement-breakpoint
drop trigger if exists roles_auth_changed on roles
--> statement-breakpoint
create trigger roles_auth_changed after update or delete on roles for each statement execute function announce_auth_change()
--> statement-breakpoint
drop trigger if exists roles_auth_truncated on roles
--> statement-breakpoint
create trigger roles_auth_truncated after truncate on roles for each statement execute function announce_auth_change()
--> statement-breakpoint
drop trigger if exists organisations_auth_changed on organisations
--> statement-breakpoint
create trigger organisations_auth_changed after update of ask_for_volledige_naam on organisations for each row when (old.ask_for_volledige_naam is distinct from new.ask_for_volledige_naam) execute function announce_auth_change()
--> statement-breakpoint
drop trigger if exists organisations_auth_deleted on organisations
--> statement-breakpoint
create trigger organisations_auth_deleted after delete on organisations for each statement execute function announce_auth_change()
--> statement-breakpoint
drop trigger if exists organisations_auth_truncated on organisations
--> statement-breakpoint
create trigger organisations_auth_truncated after truncate on organisations for each statement execute function announce_auth_change()
--> statement-breakpoint
drop trigger if exists oidc_sessions_auth_changed on oidc_payloads
--> statement-breakpoint
create trigger oidc_sessions_auth_changed after update or delete on oidc_payloads for each row when (old.model = 'Session') execute function announce_auth_change()
--> statement-breakpoint
drop trigger if exists oidc_payloads_auth_truncated on oidc_payloads
--> statement-breakpoint
create trigger oidc_payloads_auth_truncated after truncate on oidc_payloads for each statement execute function announce_auth_change()

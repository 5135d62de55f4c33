-- Hand-written (issue 20 item 4): audit entries can never be changed or deleted through the app.
-- UPDATE and TRUNCATE are always refused. DELETE is refused unless the transaction named a cutoff in
-- `portal.audit_purge_before` (platform/audit.ts purgeAudit, the audit-purge job), the row is older than
-- it, and the cutoff itself is at least a year before the database's own clock: even the purge cannot
-- remove an entry of the last year. (The table's owner can still drop the trigger; docs/security.md.)
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff text := current_setting('portal.audit_purge_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(cutoff, '') <> '' THEN
    IF OLD."at" < cutoff::timestamptz AND cutoff::timestamptz <= now() - interval '1 year' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events: entries cannot be changed or deleted (%)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();

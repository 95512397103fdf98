-- The approval queues' change feed (GET /api/Changes): one row per row changed in an approval
-- queue, numbered by `seq` in the order the changes were committed. Triggers write it, so every writer counts: the Care
-- API's routes, the mail house and termination run, the seed, a script against the database.
-- The queues: deattribution (eligibility_changes), dnc (dnc_logs), transfers (office_assignments)
-- and assignments (market_assignments: who may act on a row, so the Mine views follow them).
CREATE TABLE approval_changes (
  seq bigserial PRIMARY KEY,
  queue text NOT NULL CHECK (queue IN ('deattribution', 'dnc', 'transfers', 'assignments')),
  row_id integer NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- Statement-level, with transition tables: a bulk update (Approve All, Bulk Approve Terms, the
-- mail house) costs one insert of all its rows, not one trigger call per row. TG_ARGV[0] names
-- the queue. The transaction-scoped lock makes writers of the feed take their numbers one
-- transaction at a time, so a reader that has seen `seq` n never later finds a smaller number
-- committed (a bigserial alone hands numbers out at insert, not at commit).
CREATE FUNCTION approval_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4100007);
  IF TG_OP = 'DELETE' THEN
    INSERT INTO approval_changes (queue, row_id) SELECT TG_ARGV[0], id FROM old_rows ORDER BY id;
  ELSE
    INSERT INTO approval_changes (queue, row_id) SELECT TG_ARGV[0], id FROM new_rows ORDER BY id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER eligibility_changes_feed_insert AFTER INSERT ON eligibility_changes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('deattribution');
CREATE TRIGGER eligibility_changes_feed_update AFTER UPDATE ON eligibility_changes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('deattribution');
CREATE TRIGGER eligibility_changes_feed_delete AFTER DELETE ON eligibility_changes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('deattribution');

CREATE TRIGGER dnc_logs_feed_insert AFTER INSERT ON dnc_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('dnc');
CREATE TRIGGER dnc_logs_feed_update AFTER UPDATE ON dnc_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('dnc');
CREATE TRIGGER dnc_logs_feed_delete AFTER DELETE ON dnc_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('dnc');

CREATE TRIGGER office_assignments_feed_insert AFTER INSERT ON office_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('transfers');
CREATE TRIGGER office_assignments_feed_update AFTER UPDATE ON office_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('transfers');
CREATE TRIGGER office_assignments_feed_delete AFTER DELETE ON office_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('transfers');

CREATE TRIGGER market_assignments_feed_insert AFTER INSERT ON market_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('assignments');
CREATE TRIGGER market_assignments_feed_update AFTER UPDATE ON market_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('assignments');
CREATE TRIGGER market_assignments_feed_delete AFTER DELETE ON market_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_changes_record('assignments');

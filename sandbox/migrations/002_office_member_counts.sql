-- Member counts per office, kept current by statement-level triggers on members. Office lists
-- (GET /api/Offices and every answer embedding offices) read these instead of counting the
-- members table on each request, which dominated their cost at realistic volume.
CREATE TABLE office_member_counts (
  office_id int PRIMARY KEY REFERENCES offices (id),
  eligible int NOT NULL DEFAULT 0,
  engaged int NOT NULL DEFAULT 0
);

INSERT INTO office_member_counts (office_id, eligible, engaged)
SELECT office_id, count(*) FILTER (WHERE eligible), count(*) FILTER (WHERE engaged)
FROM members WHERE office_id IS NOT NULL GROUP BY office_id;

CREATE FUNCTION office_member_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO office_member_counts AS c (office_id, eligible, engaged)
    SELECT office_id, -count(*) FILTER (WHERE eligible), -count(*) FILTER (WHERE engaged)
    FROM old_rows WHERE office_id IS NOT NULL GROUP BY office_id
    ON CONFLICT (office_id) DO UPDATE SET eligible = c.eligible + EXCLUDED.eligible, engaged = c.engaged + EXCLUDED.engaged;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO office_member_counts AS c (office_id, eligible, engaged)
    SELECT office_id, count(*) FILTER (WHERE eligible), count(*) FILTER (WHERE engaged)
    FROM new_rows WHERE office_id IS NOT NULL GROUP BY office_id
    ON CONFLICT (office_id) DO UPDATE SET eligible = c.eligible + EXCLUDED.eligible, engaged = c.engaged + EXCLUDED.engaged;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER members_counts_insert AFTER INSERT ON members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_member_counts_apply();
CREATE TRIGGER members_counts_update AFTER UPDATE ON members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION office_member_counts_apply();
CREATE TRIGGER members_counts_delete AFTER DELETE ON members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION office_member_counts_apply();

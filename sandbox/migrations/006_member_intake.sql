-- Member intake (POST /api/Members): the identifiers the Add member wizard records that the
-- members table did not hold yet. Seeded members have none of them.
ALTER TABLE members
  ADD COLUMN hcode text,
  ADD COLUMN hcode_type text,
  ADD COLUMN empi text,
  ADD COLUMN contract_id integer,
  ADD COLUMN eff_date date;

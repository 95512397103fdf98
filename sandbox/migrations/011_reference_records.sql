-- Cohorts, counties and contracts: the organisation's own reference records.

-- A cohort's activation date, and the payer it was created for (the New Members flow creates
-- cohorts for a payer). Cohorts older than these columns keep nulls.
ALTER TABLE cohorts
  ADD COLUMN created_dt timestamptz,
  ADD COLUMN payer_id integer REFERENCES payers (id);

-- Members staged for a cohort by the bulk New Members upload and not active yet. A row leaves the
-- pending count when activated_dt is set (the member then holds the cohort in members).
CREATE TABLE cohort_pending_members (
  id serial PRIMARY KEY,
  cohort_id integer NOT NULL REFERENCES cohorts (id),
  -- The payer's member id of the staged row.
  member_id text NOT NULL,
  staged_dt timestamptz NOT NULL DEFAULT now(),
  staged_by_id integer REFERENCES employees (id),
  activated_dt timestamptz
);
CREATE INDEX cohort_pending_members_pending_idx ON cohort_pending_members (cohort_id) WHERE activated_dt IS NULL;
-- The cohorts list counts members per cohort.
CREATE INDEX members_cohort_id_idx ON members (cohort_id);

-- New counties take the next id; a state holds a county name once, whatever its case.
CREATE SEQUENCE counties_id_seq OWNED BY counties.id;
ALTER TABLE counties ALTER COLUMN id SET DEFAULT nextval('counties_id_seq');
SELECT setval('counties_id_seq', COALESCE((SELECT max(id) FROM counties), 0) + 1, false);
CREATE UNIQUE INDEX counties_state_name_idx ON counties (state_abbrev, lower(county));

-- Contracts with payers. Terminating one sets disabled (termed); termed contracts stay editable.
CREATE TABLE contracts (
  id serial PRIMARY KEY,
  name text NOT NULL,
  status text,
  payer_id integer NOT NULL REFERENCES payers (id),
  geography text,
  risk_type_id integer NOT NULL REFERENCES risk_types (id),
  algorithm text,
  start_dt date NOT NULL,
  at_risk_dt date,
  disabled boolean NOT NULL DEFAULT false
);
CREATE INDEX members_contract_id_idx ON members (contract_id);

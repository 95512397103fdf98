-- The lookups (APP Lookup, Member Proximity).

-- A member's yearly cost of care, which the records do not otherwise hold: derived
-- deterministically from the risk stratification and the current medication count, plus a spread
-- of up to 6,000 by member id so equal profiles do not tie. The high-needs flag takes the top 20%
-- of the eligible members by this cost.
ALTER TABLE member_metrics ADD COLUMN annual_cost numeric GENERATED ALWAYS AS (
  CASE stratification WHEN 'Very High' THEN 30000 WHEN 'High' THEN 16000 WHEN 'Moderate' THEN 8000 WHEN 'Low' THEN 3000 ELSE 5000 END
  + COALESCE(current_number_of_medications, 0) * 900
  + ((member_id::bigint * 7919) % 6000)
) STORED;

-- The proximity flags read the latest drop-in, completed and scheduled visits of each member.
CREATE INDEX appointments_member_type_idx ON appointments (member_id, visit_type, start DESC);

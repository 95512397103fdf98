/**
 * SELECT lists that build the Care API DTOs (schema/src/rest) straight from the tables, so every
 * endpoint answers the same shape for the same entity.
 */

export const EMPLOYEE_SELECT = `
  e.id, e.first_name || ' ' || e.last_name AS "fullName", e.first_name AS "firstName", e.last_name AS "lastName",
  e.email, e.title, e.npi, e.archived,
  COALESCE((
    SELECT json_agg(json_build_object(
      'id', a.id, 'officeId', a.office_id, 'assignmentTypeId', a.assignment_type_id, 'employeeId', a.employee_id,
      'activeDt', iso_utc(a.active_dt), 'inactiveDt', NULL) ORDER BY a.id)
    FROM market_assignments a WHERE a.employee_id = e.id AND a.inactive_dt IS NULL
  ), '[]'::json) AS "marketAssignments"`;

export const OFFICE_SELECT = `
  o.id, o.name, o.market_id AS "marketId", o.community_id AS "communityId", o.common_name AS "commonName",
  o.active, o.outreaching, o.deleted, o.assigned_provider_id AS "assignedProviderId",
  COALESCE(counts.eligible, 0) AS "eligibleMembers", COALESCE(counts.engaged, 0) AS "engagedMembers",
  COALESCE((
    SELECT json_agg(json_build_object(
      'id', n.id, 'officeId', n.office_id, 'address', n.address, 'street', n.street, 'city', n.city,
      'state', n.state, 'zip', n.zip, 'country', n.country, 'lat', n.lat, 'lng', n.lng,
      'addedDt', iso_utc(n.added_dt), 'deactivatedDt', iso_utc(n.deactivated_dt)) ORDER BY n.id)
    FROM office_nodes n WHERE n.office_id = o.id
  ), '[]'::json) AS "officeNodes"`;

/** FROM clause for OFFICE_SELECT: member counts per office are kept by triggers (migration 002). */
export const OFFICE_FROM = `offices o LEFT JOIN office_member_counts counts ON counts.office_id = o.id`;

export const MARKET_SELECT = `
  m.id, m.name, m.office_prefix AS "officePrefix", m.active, m.address, m.city, m.state_abbrev AS "stateAbbrev",
  m.zip_code AS "zipCode", m.phone, m.fax_drive_email AS "faxDriveEmail", m.fax_drive_id AS "faxDriveId",
  m.quanta_flo_drive_id AS "quantaFloDriveId",
  CASE WHEN s.abbrev IS NULL THEN NULL
       ELSE json_build_object('abbrev', s.abbrev, 'name', s.name, 'lat', s.lat, 'lng', s.lng, 'zoom', s.zoom) END AS state`;

export const MARKET_FROM = `markets m LEFT JOIN states s ON s.abbrev = m.state_abbrev`;

export const USER_SELECT = `
  u.uid, u.display_name AS "displayName", u.email, u.disabled, u.employee_id AS "employeeId",
  u.custom_claims AS "customClaims"`;

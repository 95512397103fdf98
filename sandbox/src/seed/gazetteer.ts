/**
 * The geocoder's address gazetteer, consistent with the rest of the seed: every member address
 * (coordinates from member_locations), office location (office_nodes) and hospital facility
 * resolves to the place the other pages put it. Runs after the neighborhoods seed (member
 * locations) and the hospitals seed.
 *
 * - Hospital facilities the seed left without coordinates get them near their market's offices.
 * - A member without a location (no office) is placed near its market's offices the same way.
 * - Office locations and facilities hold no county: theirs is the county most members of the
 *   same zip hold, else the one most members of the market hold.
 * - The same address seen twice (two members at one address) is one place: an office location's
 *   coordinates win over a facility's, and those over a member's (the lowest id among equals).
 */
import type { Queryable } from '../db/index.ts';

/** How far (degrees of latitude and longitude, each way) a placed address may lie from its market's office centre. */
const MARKET_SPREAD_DEGREES = 0.15;

/** Spelled-out forms of street suffixes and directions, so "Oak Street" finds "Oak St". */
const SPELLED_OUT: ReadonlyArray<[abbreviation: string, spelled: string]> = [
  ['st', 'street'],
  ['ave', 'avenue'],
  ['blvd', 'boulevard'],
  ['dr', 'drive'],
  ['ln', 'lane'],
  ['rd', 'road'],
  ['ct', 'court'],
  ['pl', 'place'],
  ['pkwy', 'parkway'],
  ['hwy', 'highway'],
  ['n', 'north'],
  ['s', 'south'],
  ['e', 'east'],
  ['w', 'west'],
];

export async function isGazetteerSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM gazetteer_places LIMIT 1');
  return rows.length > 0;
}

/** The centre of each market's active office locations. */
const MARKET_CENTRES = `SELECT o.market_id, avg(n.lat) AS lat, avg(n.lng) AS lng
  FROM office_nodes n JOIN offices o ON o.id = n.office_id
  WHERE n.deactivated_dt IS NULL AND n.lat IS NOT NULL AND n.lng IS NOT NULL
  GROUP BY o.market_id`;

/** A deterministic offset of up to $1 degrees each way, from a record id (one statement, any number of rows). */
const offset = (id: string, multiplier: number, modulus: number) =>
  `(((((${id})::bigint * ${multiplier}) % ${modulus})::float8 / ${modulus}) - 0.5) * 2 * $1`;

export async function seedGazetteer(tx: Queryable): Promise<Record<string, number>> {
  await tx.query(
    `UPDATE hospital_facilities f
     SET lat = round((c.lat + ${offset('f.id', 2654435761, 100003)})::numeric, 5)::float8,
         lng = round((c.lng + ${offset('f.id', 40503, 100019)})::numeric, 5)::float8
     FROM (${MARKET_CENTRES}) c
     WHERE c.market_id = f.market_id AND (f.lat IS NULL OR f.lng IS NULL)`,
    [MARKET_SPREAD_DEGREES],
  );

  await tx.query(
    `WITH centres AS (${MARKET_CENTRES}),
     zip_counties AS (
       SELECT DISTINCT ON (state, zip) state, zip, county
       FROM (SELECT state, zip, county, count(*) AS n FROM members WHERE county IS NOT NULL AND zip IS NOT NULL GROUP BY 1, 2, 3) z
       ORDER BY state, zip, n DESC, county),
     market_counties AS (
       SELECT DISTINCT ON (market_id) market_id, county
       FROM (SELECT market_id, county, count(*) AS n FROM members WHERE county IS NOT NULL GROUP BY 1, 2) z
       ORDER BY market_id, n DESC, county),
     addresses AS (
       SELECT 1 AS source, n.id AS ord, n.street, n.city, n.state, n.zip, COALESCE(zc.county, mc.county) AS county, n.lat, n.lng
       FROM office_nodes n JOIN offices o ON o.id = n.office_id
       LEFT JOIN zip_counties zc ON zc.state = n.state AND zc.zip = n.zip
       LEFT JOIN market_counties mc ON mc.market_id = o.market_id
       WHERE n.lat IS NOT NULL AND n.lng IS NOT NULL
       UNION ALL
       SELECT 2, f.id, f.street, f.city, f.state, f.zip, COALESCE(zc.county, mc.county), f.lat, f.lng
       FROM hospital_facilities f
       LEFT JOIN zip_counties zc ON zc.state = f.state AND zc.zip = f.zip
       LEFT JOIN market_counties mc ON mc.market_id = f.market_id
       WHERE f.lat IS NOT NULL AND f.lng IS NOT NULL
       UNION ALL
       SELECT 3, m.id, m.address1, m.city, m.state, m.zip, m.county,
              COALESCE(l.lat, round((c.lat + ${offset('m.id', 2654435761, 100003)})::numeric, 5)::float8),
              COALESCE(l.lng, round((c.lng + ${offset('m.id', 40503, 100019)})::numeric, 5)::float8)
       FROM members m
       LEFT JOIN member_locations l ON l.member_id = m.id
       LEFT JOIN centres c ON c.market_id = m.market_id
       WHERE l.member_id IS NOT NULL OR c.market_id IS NOT NULL),
     keyed AS (
       SELECT a.*, btrim(regexp_replace(lower(a.street || ' ' || a.city || ' ' || a.state || ' ' || a.zip), '[^a-z0-9]+', ' ', 'g')) AS search_text
       FROM addresses a
       WHERE a.street IS NOT NULL AND btrim(a.street) <> '' AND a.city IS NOT NULL AND btrim(a.city) <> ''
         AND a.state ~ '^[A-Za-z]{2}$' AND a.zip ~ '^[0-9]{5}$' AND a.lat IS NOT NULL AND a.lng IS NOT NULL)
     INSERT INTO gazetteer_places (place_id, street, city, state, zip, county, country, lat, lng, search_text)
     SELECT DISTINCT ON (search_text)
            'gz' || left(md5(search_text), 24), btrim(street), btrim(city), upper(state), zip, county, 'US', lat, lng, search_text
     FROM keyed
     ORDER BY search_text, source, ord`,
    [MARKET_SPREAD_DEGREES],
  );

  await tx.query(
    `WITH words AS (SELECT p.id AS place_id, regexp_split_to_table(p.search_text, ' ') AS word FROM gazetteer_places p)
     INSERT INTO gazetteer_words (word, place_id)
     SELECT word, place_id FROM words WHERE word <> ''
     UNION
     SELECT s.spelled, w.place_id
     FROM words w JOIN json_to_recordset($1::json) AS s(abbreviation text, spelled text) ON s.abbreviation = w.word
     UNION
     SELECT regexp_split_to_table(lower(st.name), '[^a-z0-9]+'), p.id
     FROM gazetteer_places p JOIN states st ON st.abbrev = p.state`,
    [JSON.stringify(SPELLED_OUT.map(([abbreviation, spelled]) => ({ abbreviation, spelled })))],
  );
  await tx.query(`DELETE FROM gazetteer_words WHERE word = ''`);
  await tx.exec('ANALYZE gazetteer_places; ANALYZE gazetteer_words');

  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM gazetteer_places');
  return { gazetteerPlaces: rows[0].n };
}

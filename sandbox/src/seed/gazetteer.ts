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

  await insertWords(tx);
  await tx.exec('ANALYZE gazetteer_places; ANALYZE gazetteer_words');

  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM gazetteer_places');
  return { gazetteerPlaces: rows[0].n };
}

/**
 * The words of the places with an id of at least `fromId` (all by default): each word of the
 * address, the spelled-out form of abbreviated suffixes and directions, and the state's name.
 */
async function insertWords(tx: Queryable, fromId = 0): Promise<void> {
  await tx.query(
    `WITH places AS (SELECT * FROM gazetteer_places WHERE id >= $2),
     words AS (SELECT p.id AS place_id, regexp_split_to_table(p.search_text, ' ') AS word FROM places p)
     INSERT INTO gazetteer_words (word, place_id)
     SELECT word, place_id FROM words WHERE word <> ''
     UNION
     SELECT s.spelled, w.place_id
     FROM words w JOIN json_to_recordset($1::json) AS s(abbreviation text, spelled text) ON s.abbreviation = w.word
     UNION
     SELECT regexp_split_to_table(lower(st.name), '[^a-z0-9]+'), p.id
     FROM places p JOIN states st ON st.abbrev = p.state
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(SPELLED_OUT.map(([abbreviation, spelled]) => ({ abbreviation, spelled }))), fromId],
  );
  await tx.query(`DELETE FROM gazetteer_words WHERE word = ''`);
}

/**
 * Addresses (no people) that the lookups' rules are tried on: streets in each time-restricted
 * Chicago zip (Cook County, a valid county), one Chicago address outside those zips, and
 * addresses in counties next to seeded markets that are not valid counties (out of area).
 */
const LOOKUP_ADDRESSES: ReadonlyArray<{
  street: string;
  city: string;
  state: string;
  zip: string;
  county: string;
  lat: number;
  lng: number;
}> = [
  { street: '5300 S Harper Ave', city: 'Chicago', state: 'IL', zip: '60615', county: 'Cook', lat: 41.79945, lng: -87.58791 },
  { street: '4800 S Ellis Ave', city: 'Chicago', state: 'IL', zip: '60615', county: 'Cook', lat: 41.80752, lng: -87.60108 },
  { street: '7900 S Ashland Ave', city: 'Chicago', state: 'IL', zip: '60620', county: 'Cook', lat: 41.75052, lng: -87.66351 },
  { street: '8100 S Halsted St', city: 'Chicago', state: 'IL', zip: '60620', county: 'Cook', lat: 41.74703, lng: -87.64402 },
  { street: '6300 S Halsted St', city: 'Chicago', state: 'IL', zip: '60621', county: 'Cook', lat: 41.77948, lng: -87.64455 },
  { street: '6600 S Racine Ave', city: 'Chicago', state: 'IL', zip: '60621', county: 'Cook', lat: 41.77351, lng: -87.65447 },
  { street: '4000 S Cottage Grove Ave', city: 'Chicago', state: 'IL', zip: '60653', county: 'Cook', lat: 41.82152, lng: -87.60649 },
  { street: '4300 S Lake Park Ave', city: 'Chicago', state: 'IL', zip: '60653', county: 'Cook', lat: 41.81604, lng: -87.59602 },
  { street: '4700 S Ashland Ave', city: 'Chicago', state: 'IL', zip: '60609', county: 'Cook', lat: 41.80801, lng: -87.66497 },
  { street: '5100 S Damen Ave', city: 'Chicago', state: 'IL', zip: '60609', county: 'Cook', lat: 41.80052, lng: -87.67398 },
  { street: '8000 S Cottage Grove Ave', city: 'Chicago', state: 'IL', zip: '60619', county: 'Cook', lat: 41.74902, lng: -87.60448 },
  { street: '8700 S Stony Island Ave', city: 'Chicago', state: 'IL', zip: '60619', county: 'Cook', lat: 41.73651, lng: -87.58653 },
  { street: '6300 S Cottage Grove Ave', city: 'Chicago', state: 'IL', zip: '60637', county: 'Cook', lat: 41.77998, lng: -87.60596 },
  { street: '6400 S Woodlawn Ave', city: 'Chicago', state: 'IL', zip: '60637', county: 'Cook', lat: 41.77852, lng: -87.59651 },
  { street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606', county: 'Cook', lat: 41.87887, lng: -87.63591 },
  { street: '1000 Austin St', city: 'Hempstead', state: 'TX', zip: '77445', county: 'Waller', lat: 30.09721, lng: -96.07832 },
  { street: '101 E Rusk St', city: 'Rockwall', state: 'TX', zip: '75087', county: 'Rockwall', lat: 32.93122, lng: -96.45969 },
  { street: '101 W Main St', city: 'Waxahachie', state: 'TX', zip: '75165', county: 'Ellis', lat: 32.38658, lng: -96.84831 },
];

/** Adds LOOKUP_ADDRESSES to the gazetteer (those it does not hold yet) with their words; answers how many were added. */
export async function seedLookupAddresses(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ next: number }>('SELECT COALESCE(max(id), 0) + 1 AS next FROM gazetteer_places');
  const { rows: added } = await tx.query(
    `WITH keyed AS (
       SELECT a.*, btrim(regexp_replace(lower(a.street || ' ' || a.city || ' ' || a.state || ' ' || a.zip), '[^a-z0-9]+', ' ', 'g')) AS search_text
       FROM json_to_recordset($1::json) AS a(street text, city text, state text, zip text, county text, lat float8, lng float8))
     INSERT INTO gazetteer_places (place_id, street, city, state, zip, county, country, lat, lng, search_text)
     SELECT 'gz' || left(md5(search_text), 24), street, city, state, zip, county, 'US', lat, lng, search_text FROM keyed
     ORDER BY search_text
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [JSON.stringify(LOOKUP_ADDRESSES)],
  );
  await insertWords(tx, rows[0].next);
  return added.length;
}

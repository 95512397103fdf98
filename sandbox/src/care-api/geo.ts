/**
 * The maps service stand-in: US address suggestions over the seeded gazetteer and a place's
 * resolution. Any signed-in caller may look addresses up.
 *
 * Matching: every typed word must be the start of a word of the address (house number, street
 * words or the spelled-out suffix, city, state or its name, zip), in any order. Addresses whose
 * own text starts with what was typed come first, then the rest in address order.
 */
import { routes, type GeoPlaceDto, type GeoSuggestionDto } from '@luminate/schema/rest';
import { ADDRESS_SUGGESTIONS_MAX, normaliseAddressSearch } from '@luminate/schema/rules';
import type { Db } from '../db/index.ts';
import { implement, notFound, type Binding } from './http.ts';

/** Typed words beyond this many add nothing a user would notice and only cost joins. */
const MAX_WORDS = 10;

interface PlaceRow {
  placeId: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  county: string | null;
  country: string;
  lat: number;
  lng: number;
}

/** `Chicago, IL 60615, USA`: what follows the street line. */
const secondaryText = (p: Pick<PlaceRow, 'city' | 'state' | 'zip'>) => `${p.city}, ${p.state} ${p.zip}, USA`;

export function toSuggestion(p: Pick<PlaceRow, 'placeId' | 'street' | 'city' | 'state' | 'zip'>): GeoSuggestionDto {
  const secondary = secondaryText(p);
  return { placeId: p.placeId, description: `${p.street}, ${secondary}`, mainText: p.street, secondaryText: secondary };
}

export function toPlace(p: PlaceRow): GeoPlaceDto {
  return {
    placeId: p.placeId,
    formattedAddress: `${p.street}, ${secondaryText(p)}`,
    street: p.street,
    city: p.city,
    state: p.state,
    zip: p.zip,
    county: p.county,
    country: p.country,
    lat: p.lat,
    lng: p.lng,
  };
}

export function geoRoutes(db: Db): Binding[] {
  return [
    implement(routes.geoSuggestions, async ({ query }) => {
      const search = normaliseAddressSearch(query.input);
      const words = search.split(' ').filter(Boolean).slice(0, MAX_WORDS);
      if (words.length === 0) return [];
      // Each word is an index range scan over the gazetteer's words (word >= w and < w + DEL:
      // exactly the words starting with w, as words hold only letters and digits); a place
      // qualifies when every typed word found one of its words.
      const { rows } = await db.query<PlaceRow>(
        `SELECT p.place_id AS "placeId", p.street, p.city, p.state, p.zip
         FROM (
           SELECT w.place_id
           FROM unnest($1::text[]) WITH ORDINALITY AS t(word, i)
           JOIN gazetteer_words w ON w.word >= t.word AND w.word < t.word || chr(127)
           GROUP BY w.place_id
           HAVING count(DISTINCT t.i) = cardinality($1::text[])
         ) m
         JOIN gazetteer_places p ON p.id = m.place_id
         ORDER BY starts_with(p.search_text, $2) DESC, p.search_text
         LIMIT $3`,
        [words, search, query.limit ?? ADDRESS_SUGGESTIONS_MAX],
      );
      return rows.map(toSuggestion);
    }),

    implement(routes.geoPlace, async ({ params }) => {
      const { rows } = await db.query<PlaceRow>(
        `SELECT place_id AS "placeId", street, city, state, zip, county, country, lat, lng FROM gazetteer_places WHERE place_id = $1`,
        [params.placeId],
      );
      if (rows.length === 0) throw notFound('No such place');
      return toPlace(rows[0]);
    }),
  ];
}

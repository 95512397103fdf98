/**
 * Address entry through the gateway with no Google key: the Care API's maps service over the
 * sandbox's gazetteer. A seeded member's street is suggested as it is typed and resolves to the
 * seed's own coordinates, county and zip; office locations and hospital facilities resolve too;
 * a short or malformed input is refused before anything reaches the Care API; and the gateway's
 * shared cache answers a repeated lookup (by any user, however punctuated) with no upstream request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEOGRAPHY_MESSAGES } from '@luminate/schema/rules';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const SUGGEST = graphql(`
  query GeographyAddressSuggestions($input: String!) {
    addressSuggestions(input: $input) {
      placeId
      description
      mainText
      secondaryText
    }
  }
`);
const RESOLVE = graphql(`
  query GeographyResolvedAddress($placeId: ID!) {
    resolvedAddress(placeId: $placeId) {
      placeId
      formattedAddress
      street
      city
      state
      zip
      county
      country
      lat
      lng
    }
  }
`);

const suggest = async (input: string, persona = 'staff') => dataOf(await stack.gql(persona, SUGGEST, { input })).addressSuggestions;
const resolve = async (placeId: string, persona = 'staff') => dataOf(await stack.gql(persona, RESOLVE, { placeId })).resolvedAddress;

interface SeededAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
  county: string | null;
  lat: number;
  lng: number;
}

/** Addresses no other member, office location or facility shares (so the place is this one's). */
const UNSHARED = (alias: string, street: string) => `
  (SELECT count(*) FROM members x WHERE lower(x.address1) = lower(${alias}.${street}) AND x.zip = ${alias}.zip AND x.city = ${alias}.city)
  + (SELECT count(*) FROM office_nodes x WHERE lower(x.street) = lower(${alias}.${street}) AND x.zip = ${alias}.zip AND x.city = ${alias}.city)
  + (SELECT count(*) FROM hospital_facilities x WHERE lower(x.street) = lower(${alias}.${street}) AND x.zip = ${alias}.zip AND x.city = ${alias}.city) = 1`;

async function seededMember(offset = 0): Promise<SeededAddress> {
  const { rows } = await stack.db.query<SeededAddress>(
    `SELECT m.address1 AS street, m.city, m.state, m.zip, m.county, l.lat, l.lng
     FROM members m JOIN member_locations l ON l.member_id = m.id
     WHERE m.address1 IS NOT NULL AND ${UNSHARED('m', 'address1')}
     ORDER BY m.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  return rows[0];
}

describe('address suggestions and resolution (sandbox geocoder)', () => {
  it("suggests a seeded member's address from its house number and street, and resolves it to the seed's coordinates, county and zip", async () => {
    const member = await seededMember();
    const [house, streetWord] = member.street.split(' ');
    const suggestions = await suggest(`${house} ${streetWord}`);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    const found = suggestions.find(
      (s) => s.mainText === member.street && s.secondaryText === `${member.city}, ${member.state} ${member.zip}, USA`,
    );
    expect(found, JSON.stringify(suggestions)).toBeDefined();
    expect(found!.description).toBe(`${member.street}, ${member.city}, ${member.state} ${member.zip}, USA`);
    // What was typed from the start of the address comes first.
    expect(suggestions[0].mainText.toLowerCase().startsWith(`${house} ${streetWord}`.toLowerCase())).toBe(true);

    const place = await resolve(found!.placeId);
    expect(place).toEqual({
      placeId: found!.placeId,
      formattedAddress: found!.description,
      street: member.street,
      city: member.city,
      state: member.state,
      zip: member.zip,
      county: member.county,
      country: 'US',
      lat: member.lat,
      lng: member.lng,
    });
  });

  it('matches typed words in any order and case, spelled-out suffixes, the city and the zip', async () => {
    const member = await seededMember(1);
    const [house, ...rest] = member.street.split(' ');
    const suffix = rest.pop()!;
    const spelled: Record<string, string> = {
      St: 'Street',
      Ave: 'Avenue',
      Blvd: 'Boulevard',
      Dr: 'Drive',
      Ln: 'Lane',
      Rd: 'Road',
      Ct: 'Court',
      Pl: 'Place',
      Way: 'Way',
    };
    const typed = `${member.zip} ${rest.join(' ').toUpperCase()} ${spelled[suffix] ?? suffix}, ${house}`;
    const suggestions = await suggest(typed);
    expect(suggestions.map((s) => s.mainText)).toContain(member.street);
  });

  it('suggests the nearby streets of a street name in a city: at most five, every one matching what was typed', async () => {
    const member = await seededMember(2);
    const streetName = member.street.split(' ')[1];
    const suggestions = await suggest(`${streetName} ${member.city}`);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    for (const s of suggestions) {
      expect(s.secondaryText).toContain(member.city);
      expect(
        s.mainText
          .toLowerCase()
          .split(' ')
          .some((w: string) => w.startsWith(streetName.toLowerCase())),
      ).toBe(true);
    }
  });

  it('resolves every seeded office location and hospital facility it suggests', async () => {
    const { rows: nodes } = await stack.db.query<SeededAddress>(
      `SELECT n.street, n.city, n.state, n.zip, n.lat, n.lng FROM office_nodes n
       WHERE n.lat IS NOT NULL AND ${UNSHARED('n', 'street')} ORDER BY n.id LIMIT 1`,
    );
    const { rows: facilities } = await stack.db.query<SeededAddress>(
      `SELECT f.street, f.city, f.state, f.zip, f.lat, f.lng FROM hospital_facilities f WHERE ${UNSHARED('f', 'street')} ORDER BY f.id LIMIT 1`,
    );
    const { rows: missing } = await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM hospital_facilities WHERE lat IS NULL');
    expect(missing[0].n).toBe(0);
    for (const seeded of [nodes[0], facilities[0]]) {
      expect(seeded).toBeDefined();
      const suggestions = await suggest(`${seeded.street} ${seeded.zip}`);
      const found = suggestions.find((s) => s.mainText === seeded.street);
      expect(found, JSON.stringify(suggestions)).toBeDefined();
      const place = await resolve(found!.placeId);
      expect(place).toMatchObject({
        street: seeded.street,
        city: seeded.city,
        state: seeded.state,
        zip: seeded.zip,
        lat: seeded.lat,
        lng: seeded.lng,
      });
      expect(place!.county).toEqual(expect.any(String));
    }
  });

  it('refuses fewer than 3 characters, or more than 200, with a clear message and no upstream request', async () => {
    for (const input of ['12', '  ab  ', 'x'.repeat(201)]) {
      const { result: res, requests } = await careApiRequestsDuring(stack, () => stack.gql('staff', SUGGEST, { input }));
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(errorMessage(res)).toBe(input.length > 200 ? GEOGRAPHY_MESSAGES.tooLong : GEOGRAPHY_MESSAGES.tooShort);
      expect(requests).toEqual([]);
    }
  });

  it('refuses a malformed place id, and answers null for an unknown one', async () => {
    const bad = await stack.gql('staff', RESOLVE, { placeId: '../Suggestions' });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(await resolve('gz000000000000000000000000')).toBeNull();
  });

  it('asks the Care API once for a repeated lookup: suggestions by their normalised text, places by id, shared across users', async () => {
    const member = await seededMember(3);
    const typed = member.street.split(' ').slice(0, 2).join(' ');
    const first = await careApiRequestsDuring(stack, () => suggest(typed, 'staff'));
    expect(first.requests.map((r) => r.path.split('?')[0])).toEqual(['/api/Geo/Suggestions']);
    const again = await careApiRequestsDuring(stack, () => suggest(` ${typed.toUpperCase()}, `, 'hospitalstaff'));
    expect(again.result).toEqual(first.result);
    expect(again.requests).toEqual([]);

    const placeId = first.result[0].placeId;
    const resolved = await careApiRequestsDuring(stack, () => resolve(placeId, 'staff'));
    expect(resolved.requests.map((r) => r.path.split('?')[0])).toEqual([`/api/Geo/Places/${placeId}`]);
    const resolvedAgain = await careApiRequestsDuring(stack, () => resolve(placeId, 'app'));
    expect(resolvedAgain.result).toEqual(resolved.result);
    expect(resolvedAgain.requests).toEqual([]);
  });

  it('sends the Care API only the typed address and the list size', async () => {
    const member = await seededMember(4);
    const typed = member.street.split(' ').slice(0, 2).join(' ');
    const { requests } = await careApiRequestsDuring(stack, () => suggest(typed));
    expect(requests).toHaveLength(1);
    const [sent] = stack.upstreamRequests.list() as Array<{ url: string }>;
    const query = new URL(sent.url, stack.sandboxUrl).searchParams;
    expect([...query.keys()].sort()).toEqual(['input', 'limit']);
    expect(query.get('input')).toBe(typed);
  });

  it('needs a signed-in user', async () => {
    const res = await stack.gql(null, SUGGEST, { input: '123 Main' });
    expect(res.status).toBe(401);
  });
});

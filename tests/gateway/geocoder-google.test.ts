/**
 * The Google-backed geocoder: with GOOGLE_MAPS_API_KEY set, the gateway answers the same graph
 * shapes from Google Places (Autocomplete restricted to US addresses, then Place Details), so
 * switching from the Care API's maps service to Google is configuration only. Google is played by
 * msw with Places API responses kept under fixtures/; the Care API's geocoder is never asked.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { startStack, type GqlBody, type GqlResponse, type Stack } from '../support/stack.ts';
import { mockHttp } from '../support/msw.ts';
import { careApiRequestsDuring, dataOf, errorCode, errorMessage } from '../modules/helpers.ts';
import { ADDRESS_SERVICE_UNAVAILABLE } from '../../gateway/src/modules/geography/clients/google-geocoder.ts';
import { graphql } from '../generated/gql.ts';
import type { TypedDocumentString } from '../generated/graphql.ts';

/** A Places API answer kept under fixtures/, read as it is; a place's Details answer names it by `id`. */
const fixture = <T extends z.ZodType>(name: string, schema: T): z.infer<T> =>
  schema.parse(JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')));
const PlaceDetails = z.looseObject({ id: z.string() });
const AUTOCOMPLETE = fixture('google-places-autocomplete.json', z.looseObject({}));
const DETAILS = fixture('google-place-details.json', PlaceDetails);
const DETAILS_CANADA = fixture('google-place-details-canada.json', PlaceDetails);
const KEY = 'test-maps-key-not-real';

interface GoogleRequest {
  method: string;
  url: string;
  apiKey: string | null;
  fieldMask: string | null;
  body: unknown;
}

const received: GoogleRequest[] = [];
let failWith: number | null = null;

const google = [
  http.post(/^https:\/\/places\.googleapis\.com\/v1\/places:autocomplete$/, async ({ request }) => {
    const body = await request.json();
    received.push({ method: 'POST', url: request.url, apiKey: request.headers.get('x-goog-api-key'), fieldMask: null, body });
    if (failWith) return HttpResponse.json({ error: { code: failWith, status: 'PERMISSION_DENIED' } }, { status: failWith });
    return HttpResponse.json(AUTOCOMPLETE);
  }),
  http.get('https://places.googleapis.com/v1/places/:placeId', ({ request, params }) => {
    received.push({
      method: 'GET',
      url: request.url,
      apiKey: request.headers.get('x-goog-api-key'),
      fieldMask: request.headers.get('x-goog-fieldmask'),
      body: null,
    });
    if (failWith) return HttpResponse.json({ error: { code: failWith } }, { status: failWith });
    if (params.placeId === DETAILS.id) return HttpResponse.json(DETAILS);
    if (params.placeId === DETAILS_CANADA.id) return HttpResponse.json(DETAILS_CANADA);
    return HttpResponse.json({ error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }, { status: 404 });
  }),
];

let stack: Stack;
const PERSONAS = ['staff', 'hospitalstaff', 'app'];

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { GOOGLE_MAPS_API_KEY: KEY } });
  // Signed in before msw listens, and the test's own calls to the stack go over node:http (below):
  // a POST sent with fetch and passed through msw stalled in this setup.
  await Promise.all(PERSONAS.map((p) => stack.token(p)));
});
// Google listens after the stack's start above, and stops before the stack closes.
mockHttp(google, { onUnhandledRequest: 'bypass' });
afterEach(() => {
  failWith = null;
  received.length = 0;
});
afterAll(async () => {
  await stack?.close();
});

/** A GraphQL POST to the gateway over node:http, with the persona's token. */
async function gql<R, V>(persona: string, query: TypedDocumentString<R, V>, variables: V): Promise<GqlResponse<R>> {
  const token = await stack.token(persona);
  const payload = JSON.stringify({ query: query.toString(), variables });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${stack.gatewayUrl}/graphql`,
      { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          // The gateway answers the document's result type; only the JSON shape is checked here.
          const body = z.looseObject({}).parse(JSON.parse(text)) as GqlBody<R>;
          resolve({ status: res.statusCode ?? 0, body, text, headers: new Headers() });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const SUGGEST = graphql(`
  query GoogleSuggest($input: String!) {
    addressSuggestions(input: $input) {
      placeId
      description
      mainText
      secondaryText
    }
  }
`);
const RESOLVE = graphql(`
  query GoogleResolve($placeId: ID!) {
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

describe('the Google-backed geocoder', () => {
  it('asks Places Autocomplete for US addresses with the key in a header, and answers the graph shape', async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () => gql('staff', SUGGEST, { input: '1600 Amphitheatre' }));
    expect(dataOf(result).addressSuggestions).toEqual([
      {
        placeId: 'ChIJ2eUgeAK6j4ARbn5u_wAGqWA',
        description: '1600 Amphitheatre Parkway, Mountain View, CA, USA',
        mainText: '1600 Amphitheatre Parkway',
        secondaryText: 'Mountain View, CA, USA',
      },
      {
        placeId: 'EjAxNjAwIEFtcGhpdGhlYXRyZSBQa3d5LCBTdW5ueXZhbGUsIENBIDk0MDg5LCBVU0E',
        description: '1600 Amphitheatre Pkwy, Sunnyvale, CA, USA',
        mainText: '1600 Amphitheatre Pkwy',
        secondaryText: 'Sunnyvale, CA, USA',
      },
    ]);
    expect(requests.filter((r) => r.path.startsWith('/api/Geo'))).toEqual([]);
    expect(received).toHaveLength(1);
    expect(received[0].apiKey).toBe(KEY);
    expect(received[0].url).not.toContain(KEY);
    expect(received[0].body).toMatchObject({ input: '1600 Amphitheatre', includedRegionCodes: ['us'] });
    expect(z.object({ includedPrimaryTypes: z.array(z.string()) }).parse(received[0].body).includedPrimaryTypes).toContain(
      'street_address',
    );
  });

  it('resolves a place with Place Details into street, city, state, zip, county, country and coordinates', async () => {
    const res = await gql('staff', RESOLVE, { placeId: DETAILS.id });
    expect(dataOf(res).resolvedAddress).toEqual({
      placeId: DETAILS.id,
      formattedAddress: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
      street: '1600 Amphitheatre Pkwy',
      city: 'Mountain View',
      state: 'CA',
      zip: '94043',
      county: 'Santa Clara',
      country: 'US',
      lat: 37.4220936,
      lng: -122.083922,
    });
    expect(received).toHaveLength(1);
    expect(received[0].fieldMask).toBe('id,formattedAddress,addressComponents,location');
    expect(received[0].apiKey).toBe(KEY);
  });

  it('costs Google no second request for a repeated lookup, by any user', async () => {
    await gql('staff', SUGGEST, { input: '1600 Amphitheatre Pkwy' });
    await gql('hospitalstaff', SUGGEST, { input: '1600 amphitheatre pkwy.' });
    await gql('app', RESOLVE, { placeId: DETAILS.id });
    // The place was resolved by the previous test: still kept.
    expect(received.map((r) => r.method)).toEqual(['POST']);
  });

  it('answers null for an unknown place and for a place outside the US', async () => {
    expect(dataOf(await gql('staff', RESOLVE, { placeId: 'ChIJunknownPlace000' })).resolvedAddress).toBeNull();
    expect(dataOf(await gql('staff', RESOLVE, { placeId: DETAILS_CANADA.id })).resolvedAddress).toBeNull();
  });

  it("reports Google's refusal as the address service being unavailable, without the key", async () => {
    failWith = 403;
    const res = await gql('staff', SUGGEST, { input: '42 Wallaby Way' });
    expect(errorCode(res)).toBe('UPSTREAM_UNAVAILABLE');
    expect(errorMessage(res)).toBe(ADDRESS_SERVICE_UNAVAILABLE);
    expect(JSON.stringify(res.body)).not.toContain(KEY);
    // Failures are not kept: the next lookup asks again.
    failWith = null;
    const again = await gql('staff', SUGGEST, { input: '42 Wallaby Way' });
    expect(dataOf(again).addressSuggestions).toHaveLength(2);
  });

  it('refuses short input before asking Google', async () => {
    const res = await gql('staff', SUGGEST, { input: 'ab' });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(received).toEqual([]);
  });
});

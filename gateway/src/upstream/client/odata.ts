/**
 * OData reads: GET /odata/{entitySet}?{query}. The query comes from the gateway's own OData
 * builder; it is checked all the same before it is sent — no control character once decoded as
 * the Care API will read it, and the contract's query rule of the entity set when it has one.
 */
import { routes, type RouteContract } from '@luminate/schema/rest';
import type { OdataPage } from '../../context.ts';
import { badUserInput } from '../../errors.ts';
import { assertNoControlCharacters } from '../request-args.ts';
import type { RequestCaller } from './caller.ts';
import { failIfError, parseJson } from './json.ts';

const ENTITY_SET = /^[A-Za-z][A-Za-z0-9_]*$/;
const odataRoutes = new Map<string, RouteContract>(
  Object.values(routes as Record<string, RouteContract>)
    .filter((r) => r.path.startsWith('/odata/'))
    .map((r) => [r.path.slice('/odata/'.length), r]),
);

/** Upstream.odata: one page of an entity set, with its count (the page's length when the answer has none). */
export async function odata<T>(caller: RequestCaller, entitySet: string, query: string): Promise<OdataPage<T>> {
  if (!ENTITY_SET.test(entitySet)) throw new Error(`Invalid OData entity set ${entitySet}`);
  const qs = query.replace(/^\?/, '');
  const options = Object.fromEntries(new URLSearchParams(qs));
  // The built query, decoded as the Care API will read it, carries no control character.
  assertNoControlCharacters(options, 'query');
  const route = odataRoutes.get(entitySet);
  if (route?.query) {
    const parsed = route.query.safeParse(options);
    if (!parsed.success)
      throw badUserInput(`Invalid query: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const label = `/odata/${entitySet}`;
  return caller.timed(async (clock) => {
    const res = await caller.exchange(label, {
      url: new URL(`odata/${entitySet}${qs ? `?${qs}` : ''}`, caller.base),
      method: 'GET',
      headers: { ...caller.authHeaders, accept: 'application/json' },
      user: caller.user,
      signal: clock.signal,
      readBody: true,
    });
    await failIfError(caller, label, res);
    const body = parseJson(res.text) as { value?: T[]; '@odata.count'?: number } | null;
    const value = Array.isArray(body?.value) ? body.value : [];
    return { value, count: typeof body?.['@odata.count'] === 'number' ? body['@odata.count'] : value.length };
  });
}

/**
 * /graphql over HTTP: hands the request to Apollo Server and writes its answer. Apollo's own
 * integration contract (`executeHTTPGraphQLRequest`) is used directly rather than through the
 * Express integration package, so an answer is written with one `end()` — not through Express's
 * `res.send`, which among other things hashes every answer for an ETag no GraphQL client uses.
 */
import type { Request, RequestHandler, Response } from 'express';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { RequestContext } from '../context.ts';
import { sendGraphqlHttpError } from './http-errors.ts';
import { nestedDeeperThan, tooDeepMessage } from './json-depth.ts';

/** The JSON parameters of a GET request that Apollo parses (the POST body is checked as it is read). */
const GET_JSON_PARAMETERS = ['variables', 'extensions'] as const;

/** The JSON parameter of a GET request nested deeper than the gateway reads, or null. */
function tooDeepGetParameter(req: Request): string | null {
  if (req.method !== 'GET') return null;
  const query = req.query as Record<string, unknown>;
  for (const name of GET_JSON_PARAMETERS) {
    const text = query[name];
    if (typeof text !== 'string') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue; // Apollo answers a parameter that is not JSON.
    }
    if (nestedDeeperThan(value)) return name;
  }
  return null;
}

export function graphqlHttp(
  apollo: ApolloServer<RequestContext>,
  context: (req: Request, res: Response) => Promise<RequestContext>,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const tooDeep = tooDeepGetParameter(req);
      if (tooDeep) return sendGraphqlHttpError(req, res, 400, tooDeepMessage(`The ${tooDeep} are`), 'BAD_REQUEST');
      const headers = new HeaderMap();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const queryAt = req.url.indexOf('?');
      const answer = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method.toUpperCase(),
          headers,
          search: queryAt >= 0 ? req.url.slice(queryAt) : '',
          body: req.body as unknown,
        },
        context: () => context(req, res),
      });
      for (const [key, value] of answer.headers) res.setHeader(key, value);
      res.statusCode = answer.status ?? 200;
      if (answer.body.kind === 'complete') {
        // With its length the answer goes out as one write of headers and body; without it Node
        // would send it chunked (a chunk header, the body and an end chunk).
        res.setHeader('content-length', Buffer.byteLength(answer.body.string));
        res.end(answer.body.string);
        return;
      }
      for await (const chunk of answer.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}

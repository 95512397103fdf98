/**
 * /graphql over HTTP: hands the request to Apollo Server and writes its answer. Apollo's own
 * integration contract (`executeHTTPGraphQLRequest`) is used directly rather than through the
 * Express integration package, so an answer is written with one `end()` — not through Express's
 * `res.send`, which among other things hashes every answer for an ETag no GraphQL client uses.
 */
import type { Request, RequestHandler, Response } from 'express';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { RequestContext } from '../context.ts';

export function graphqlHttp(
  apollo: ApolloServer<RequestContext>,
  context: (req: Request, res: Response) => Promise<RequestContext>,
): RequestHandler {
  return async (req, res, next) => {
    try {
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

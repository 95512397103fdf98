/**
 * Binding the Care API contract (schema/src/rest/index.ts) to express: each route's params,
 * query and body are validated with the route's own zod schemas before its handler runs, and
 * every failure is answered as `{ message }`.
 */
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { z } from 'zod';
import { FILTER_UPLOAD_MAX_BYTES, type RouteContract } from '@luminate/schema/rest';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 413 | 422 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const unprocessable = (message: string) => new HttpError(422, message);

/** Who calls: the subject of the request's verified bearer token (auth.ts `requireBearer`). */
export interface Caller {
  uid: string;
  claims: ReadonlySet<string>;
  employeeId: number | null;
}

type Parsed<R extends RouteContract, K extends 'params' | 'query' | 'body'> = R[K] extends z.ZodTypeAny ? z.output<R[K]> : undefined;

export interface HandlerContext<R extends RouteContract> {
  params: Parsed<R, 'params'>;
  query: Parsed<R, 'query'>;
  /** A raw-body route (rawBody: 'xlsx' or 'file') gets the request's bytes. */
  body: R extends { rawBody: 'xlsx' | 'file' } ? Buffer : Parsed<R, 'body'>;
  caller: Caller;
  req: Request;
  res: Response;
}

/** A JSON route's handler returns the answer; a file route's handler writes `res` itself. */
export type Handler<R extends RouteContract> = (ctx: HandlerContext<R>) => Promise<unknown>;

/** `/api/Employees/{id}` → `/api/Employees/:id` */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function describe(error: z.ZodError, part: string): string {
  const issue = error.issues[0];
  const where = [part, ...issue.path.map(String)].join('.');
  return `${where}: ${issue.message}`;
}

/**
 * Malformed input (wrong shape, wrong type, unknown parameter format) is 400; a body that has
 * the right shape but breaks a business rule of schema/src/rules is 422.
 */
function validate<S extends z.ZodTypeAny | undefined>(schema: S, value: unknown, part: 'params' | 'query' | 'body') {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const malformed = part !== 'body' || result.error.issues.some((i) => i.code === 'invalid_type' || i.code === 'unrecognized_keys');
  throw new HttpError(malformed ? 400 : 422, describe(result.error, part));
}

/** Content types a workbook upload may carry: browsers send the xlsx type, other clients octet-stream. */
export const XLSX_CONTENT_TYPES = ['application/octet-stream', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/**
 * Buffers the raw body of an upload, up to the route's cap (express answers 413, entity.too.large,
 * beyond it): a workbook as either workbook content type, any other file as raw bytes.
 */
const rawParser = (route: RouteContract): RequestHandler =>
  express.raw({
    type: route.rawBody === 'file' ? () => true : XLSX_CONTENT_TYPES,
    limit: route.rawBodyMaxBytes ?? FILTER_UPLOAD_MAX_BYTES,
  });

function rawBody(req: Request, route: RouteContract): Buffer {
  if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
    throw new HttpError(
      400,
      route.rawBody === 'file'
        ? 'body: send the file as application/octet-stream'
        : `body: send the .xlsx file as ${XLSX_CONTENT_TYPES.join(' or ')}`,
    );
  }
  return req.body;
}

export function bind<R extends RouteContract>(router: Router, route: R, handler: Handler<R>): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const parsers: RequestHandler[] = route.rawBody ? [rawParser(route)] : [];
  router[method](expressPath(route.path), ...parsers, async (req: Request, res: Response) => {
    const ctx = {
      params: validate(route.params, req.params, 'params'),
      query: validate(route.query, req.query ?? {}, 'query'),
      body: route.rawBody ? rawBody(req, route) : validate(route.body, req.body, 'body'),
      caller: res.locals.caller as Caller,
      req,
      res,
    } as HandlerContext<R>;
    const answer = await handler(ctx);
    if (!res.headersSent && 'json' in route.answer) res.json(answer);
  });
}

/** A contract route with its handler, ready to be bound to a router (the handler keeps its route's types). */
export interface Binding {
  route: RouteContract;
  bindTo: (router: Router) => void;
}

/** Pairs a contract route with its handler, typed by the route. */
export const implement = <R extends RouteContract>(route: R, handler: Handler<R>): Binding => ({
  route,
  bindTo: (router) => bind(router, route, handler),
});

/**
 * Binds every implementation, literal paths (/api/Employees/Offices) before templates
 * (/api/Employees/{id}), and refuses to start when a contract route has no implementation.
 */
export function bindAll(router: Router, contract: Record<string, RouteContract>, bindings: Binding[]): void {
  const implemented = new Set(bindings.map((b) => b.route));
  const missing = Object.entries(contract)
    .filter(([, r]) => !implemented.has(r))
    .map(([name]) => name);
  if (missing.length > 0) throw new Error(`Care API routes without an implementation: ${missing.join(', ')}`);
  const templated = (b: Binding) => (b.route.path.includes('{') ? 1 : 0);
  for (const b of [...bindings].sort((x, y) => templated(x) - templated(y))) b.bindTo(router);
}

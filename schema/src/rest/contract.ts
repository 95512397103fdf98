/**
 * The shape of one Care API route of the contract. Each domain's routes live in its
 * `<domain>/routes.ts` and are gathered into `routes` by index.ts.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How an endpoint answers: JSON of a schema, or a file (octet-stream/zip body or a signed-url header). */
export type RouteAnswer = { json: z.ZodTypeAny } | { file: 'octet-stream' | 'zip' | 'signed-url' };

/** The params or the query of a route: an object of named fields, whatever their schemas. */
export type ParamsObject = z.ZodObject<z.ZodRawShape, z.core.$ZodObjectConfig>;

export interface RouteContract {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. /api/Employees/{id} */
  path: string;
  summary: string;
  params?: ParamsObject;
  query?: ParamsObject;
  body?: z.ZodTypeAny;
  /**
   * A raw (non-JSON) request body, sent as application/octet-stream: the bytes of an .xlsx
   * workbook ('xlsx'), or of any file ('file', whatever its content type).
   */
  rawBody?: 'xlsx' | 'file';
  /** The most bytes a raw body may hold (413 beyond); FILTER_UPLOAD_MAX_BYTES when absent. */
  rawBodyMaxBytes?: number;
  /** What a body that is a bare list holds, as a field name (e.g. `logs`): rules that go by field name use it. */
  bodyName?: string;
  answer: RouteAnswer;
  /**
   * A GET whose answer the gateway may keep for a short while and share across requests.
   * `shared`: the Care API answers every signed-in user alike (reference data), so one user's
   * answer may serve another's request. Routes whose answer depends on who asks are not cached.
   */
  cache?: 'shared';
  /** A write that changes what these cached GETs (by path) answer: their kept answers are dropped when it is sent. */
  invalidates?: readonly string[];
}

/** Keeps a route's literal type while checking it against the contract shape. */
export const route = <T extends RouteContract>(r: T) => r;

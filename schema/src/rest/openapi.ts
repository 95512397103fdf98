/**
 * The Care API contract (`routes` of index.ts: every domain's routes.ts) as an OpenAPI 3.1
 * document. Generated from the same zod schemas the sandbox validates with and the gateway types
 * its calls with, so it cannot drift.
 */
import { z } from 'zod';
import { ErrorDto } from './common.ts';
import { FILTER_UPLOAD_MAX_BYTES } from './campaigns/dtos.ts';
import type { ParamsObject, RouteContract } from './contract.ts';
import { routes } from './index.ts';

type JsonSchema = Record<string, unknown>;

/** Input shape: what a client sends (before transforms such as "1,2,3" → [1, 2, 3]). */
const schemaOf = (schema: z.ZodTypeAny, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const ERROR_RESPONSES = {
  400: 'Malformed parameters or body',
  401: 'Missing, invalid or expired bearer token',
  403: 'The signed-in user may not do this',
  404: 'Unknown id',
  422: 'A business rule rejected the request',
} as const;

function parameters(route: RouteContract) {
  const list: JsonSchema[] = [];
  const add = (where: 'path' | 'query', object: ParamsObject | undefined) => {
    if (!object) return;
    for (const [name, field] of Object.entries(object.shape as Record<string, z.ZodTypeAny>)) {
      const optional = field.safeParse(undefined).success;
      list.push({
        name,
        in: where,
        required: where === 'path' || !optional,
        ...(field.description ? { description: field.description } : {}),
        schema: schemaOf(field, 'input'),
      });
    }
  };
  add('path', route.params);
  add('query', route.query);
  return list;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A JSON body, or the raw bytes of a workbook (either content type is accepted) or of any file. */
function requestBody(route: RouteContract) {
  if (route.rawBody === 'xlsx') {
    const maxBytes = route.rawBodyMaxBytes ?? FILTER_UPLOAD_MAX_BYTES;
    const bytes = { type: 'string', contentMediaType: XLSX_TYPE, maxLength: maxBytes };
    return {
      requestBody: {
        required: true,
        description: `The .xlsx workbook itself (at most ${maxBytes} bytes)`,
        content: { 'application/octet-stream': { schema: bytes }, [XLSX_TYPE]: { schema: bytes } },
      },
    };
  }
  if (route.rawBody === 'file') {
    const maxBytes = route.rawBodyMaxBytes ?? FILTER_UPLOAD_MAX_BYTES;
    return {
      requestBody: {
        required: true,
        description: `The file's bytes (at most ${maxBytes} bytes)`,
        content: {
          'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream', maxLength: maxBytes } },
        },
      },
    };
  }
  if (route.body) {
    return { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } } };
  }
  return {};
}

function success(route: RouteContract) {
  const answer = route.answer;
  if ('json' in answer) {
    return { description: 'OK', content: { 'application/json': { schema: schemaOf(answer.json, 'output') } } };
  }
  if (answer.file === 'signed-url') {
    return {
      description: 'The file is ready at a short-lived signed URL (no bearer token needed to fetch it)',
      headers: { 'X-Signed-Url': { schema: { type: 'string', format: 'uri' } } },
    };
  }
  const type = answer.file === 'zip' ? 'application/zip' : 'application/octet-stream';
  return {
    description: 'The file, with its name in Content-Disposition',
    content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
  };
}

export function buildOpenApiDocument(opts: { serverUrl?: string; contract?: Record<string, RouteContract> } = {}) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorSchema = schemaOf(ErrorDto, 'output');
  const contract: Record<string, RouteContract> = opts.contract ?? routes;
  for (const [name, route] of Object.entries(contract)) {
    const operation = {
      operationId: name,
      summary: route.summary,
      tags: [route.path.split('/')[2] ?? 'api'],
      parameters: parameters(route),
      ...requestBody(route),
      responses: {
        200: success(route),
        ...Object.fromEntries(
          Object.entries({ ...ERROR_RESPONSES, ...(route.rawBody ? { 413: 'The upload is larger than allowed' } : {}) }).map(
            ([status, description]) => [
              status,
              { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
            ],
          ),
        ),
      },
      security: [{ bearer: [] }],
    };
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Care API',
      version: '1.0.0',
      description: 'REST and OData API of the care organisation, as the Luminate gateway consumes it.',
    },
    ...(opts.serverUrl ? { servers: [{ url: opts.serverUrl }] } : {}),
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/**
 * Upload guards of the gateway (gateway/src/files/upload.ts): the size-capped body reader on a
 * real loopback server (declared and streamed bodies) and the .xlsx check from the zip central
 * directory (real workbooks pass; non-zips, zips without workbook parts, too many parts and zip
 * bombs are refused before anything parses them), and the code a refusal is answered with on a
 * file route: the one /graphql answers for the same status.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { z } from 'zod';
import { zipOf } from '../support/zip.ts';
import { xlsxOf } from '../support/workbook.ts';
import { GraphQLError } from 'graphql';
import {
  assertUploadContentType,
  assertXlsxWorkbook,
  DAMAGED_WORKBOOK_MESSAGE,
  readBodyCapped,
  tooLarge,
  UploadRefused,
  XLSX_MAX_UNCOMPRESSED_BYTES,
} from '../../gateway/src/files/upload.ts';
import { jsonBody } from '../../gateway/src/server/body-limit.ts';
import { httpErrorHandler, sendGraphqlHttpError } from '../../gateway/src/server/http-errors.ts';

const CAP = 1_000;
/** What the test server answers: the body's length, or why it was refused. */
const readAnswer = z.object({ bytes: z.number() });
const refusalAnswer = z.object({ message: z.string() });
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    readBodyCapped(req, res, CAP).then(
      (body) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ bytes: body.length, first: body[0] ?? null, last: body.at(-1) ?? null }));
      },
      (error: unknown) => {
        res.statusCode = error instanceof UploadRefused ? error.status : 500;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ message: (error as Error).message }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A body sent in chunks without a content-length (chunked transfer encoding). */
function streamed(total: number, chunk = 256): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(chunk, total - sent);
      controller.enqueue(new Uint8Array(size).fill(7));
      sent += size;
    },
  });
}

describe('readBodyCapped', () => {
  it('reads a body up to the cap whole', async () => {
    const body = Buffer.alloc(CAP, 1);
    body[0] = 9;
    const res = await fetch(url, { method: 'POST', body });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bytes: CAP, first: 9, last: 1 });
  });

  it('reads a streamed body without a declared length', async () => {
    const res = await fetch(url, { method: 'POST', body: streamed(900), duplex: 'half' } as RequestInit);
    expect(res.status).toBe(200);
    expect(readAnswer.parse(await res.json()).bytes).toBe(900);
  });

  it('refuses a declared length beyond the cap with 413 before reading it, closing the connection', async () => {
    const res = await fetch(url, { method: 'POST', body: Buffer.alloc(CAP + 1) });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(refusalAnswer.parse(await res.json()).message).toMatch(/larger than/);
  });

  it('refuses a streamed body as soon as it passes the cap', async () => {
    const res = await fetch(url, { method: 'POST', body: streamed(CAP * 3), duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe('assertUploadContentType', () => {
  /** A request as the check reads it: its headers only. */
  const req = (type?: string) => {
    const headers: IncomingHttpHeaders = type ? { 'content-type': type } : {};
    return { headers } as IncomingMessage;
  };

  it('accepts the workbook type, raw bytes and no type', () => {
    expect(() => assertUploadContentType(req('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'))).not.toThrow();
    expect(() => assertUploadContentType(req('application/octet-stream'))).not.toThrow();
    expect(() => assertUploadContentType(req())).not.toThrow();
  });

  it('refuses form posts and other types with 415', () => {
    for (const type of ['multipart/form-data; boundary=x', 'text/plain', 'application/json']) {
      let error: unknown;
      try {
        assertUploadContentType(req(type));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UploadRefused);
      expect((error as UploadRefused).status).toBe(415);
    }
  });
});

const workbookBytes = (rows: unknown[][]): Promise<Buffer> => xlsxOf(rows, { sheet: 'Members' });

async function refusal(
  buffer: Buffer,
  limits?: Parameters<typeof assertXlsxWorkbook>[1],
): Promise<{ status?: number; code?: unknown; message: string }> {
  try {
    await assertXlsxWorkbook(buffer, limits);
  } catch (error) {
    if (error instanceof UploadRefused) return { status: error.status, message: error.message };
    if (error instanceof GraphQLError) return { code: error.extensions?.code, message: error.message };
    throw error;
  }
  throw new Error('the workbook was accepted');
}

describe('assertXlsxWorkbook', () => {
  it('accepts a workbook written by a spreadsheet library', async () => {
    await expect(assertXlsxWorkbook(await workbookBytes([['MemberId'], [1], [2]]))).resolves.toBeUndefined();
  });

  it('refuses bytes that are not a zip as bad input', async () => {
    expect(await refusal(Buffer.from('memberId\n1\n2\n'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Please enter a .xlsx file',
    });
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('refuses a truncated workbook', async () => {
    const bytes = await workbookBytes([[1]]);
    expect(await refusal(bytes.subarray(0, bytes.length - 30))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('refuses a zip that holds no workbook', async () => {
    const zip = zipOf([
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    ]);
    expect(await refusal(zip)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please enter a .xlsx file' });
  });

  it('refuses a zip bomb from its central directory with 413', async () => {
    // About 60 KB on the wire, 60 MB unpacked.
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(XLSX_MAX_UNCOMPRESSED_BYTES + 10 * 1024 * 1024) },
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    const refused = await refusal(bomb);
    expect(refused.status).toBe(413);
    expect(refused.message).toBe('The workbook is larger than 50 MB when unpacked');
  });

  it('bounds the unpacked size and the number of parts by its limits', async () => {
    const bytes = await workbookBytes([['MemberId'], [1]]);
    expect((await refusal(bytes, { maxUncompressedBytes: 100 })).status).toBe(413);
    expect((await refusal(bytes, { maxEntries: 2 })).status).toBe(413);
  });
});

describe('the code of an upload refusal', () => {
  it('follows its status, as on /graphql: 413, 415 and 422 are not BAD_USER_INPUT', async () => {
    const refusals: Record<string, Error> = {
      large: tooLarge(5 * 1024 * 1024),
      type: new UploadRefused(415, 'Send the workbook as an .xlsx'),
      damaged: new UploadRefused(422, DAMAGED_WORKBOOK_MESSAGE),
    };
    const app = express();
    // A file route's refusal goes through the gateway's error handler for the file routes.
    app.post('/files/:kind', (req, _res, next) => next(refusals[req.params.kind]));
    // /graphql's own refusals of a body, for the same statuses.
    app.post(
      '/graphql',
      jsonBody({
        limit: 16,
        types: ['application/json'],
        refuse: (req, res, status, message, code) => sendGraphqlHttpError(req, res, status, message, code),
      }),
      (_req, res) => void res.json({ data: {} }),
    );
    app.use(httpErrorHandler);
    const listening = createServer(app);
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    try {
      const file = async (kind: string) => {
        const res = await fetch(`${base}/files/${kind}`, { method: 'POST' });
        const body: unknown = await res.json();
        return { status: res.status, body };
      };
      expect(await file('large')).toEqual({ status: 413, body: { message: `The file is larger than 5 MB`, code: 'PAYLOAD_TOO_LARGE' } });
      expect(await file('type')).toEqual({
        status: 415,
        body: { message: 'Send the workbook as an .xlsx', code: 'UNSUPPORTED_MEDIA_TYPE' },
      });
      expect(await file('damaged')).toEqual({ status: 422, body: { message: DAMAGED_WORKBOOK_MESSAGE, code: 'UNPROCESSABLE' } });

      const graphqlAnswer = z.object({
        errors: z.array(z.object({ extensions: z.object({ code: z.string() }).partial().optional() })).optional(),
      });
      const graphql = async (headers: Record<string, string>, body: string) => {
        const res = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
        return { status: res.status, code: graphqlAnswer.parse(await res.json()).errors?.[0]?.extensions?.code };
      };
      expect(await graphql({}, JSON.stringify({ query: '{ a_field_past_the_limit }' }))).toEqual({
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      });
      expect(await graphql({ 'content-encoding': 'gzip' }, '{}')).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    } finally {
      listening.closeAllConnections();
      await new Promise<void>((resolve) => listening.close(() => resolve()));
    }
  });
});

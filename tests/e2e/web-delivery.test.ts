/**
 * How the gateway delivers the built web client (web/dist, `npm run build -w @luminate/web`
 * first): each asset precompressed in the encoding the browser accepts (brotli, else gzip, else
 * plain), decoding to exactly the built file; hashed assets cached for a year, the app shell
 * never; source maps never served. Raw HTTP, so the encodings are seen as sent.
 */
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack.ts';
import { REPO_ROOT } from '../support/processes.ts';
import { analyseWebBundle } from '../bench/web-bundle.ts';

const DIST = join(REPO_ROOT, 'web/dist');
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ seedScale: 0.05, nodeEnv: 'production' });
});
afterAll(async () => {
  await stack?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, stack.gatewayUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The entry script index.html loads (from Vite's manifest). */
function entryScript(): string {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  return Object.values(manifest).find((c) => c.isEntry)!.file;
}

describe('web client delivery', () => {
  it('sends a script brotli-encoded, gzip-encoded or plain as the browser accepts, always the built bytes', async () => {
    const file = entryScript();
    const built = readFileSync(join(DIST, file));

    const br = await get(`/${file}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(built.length / 2);
    expect(brotliDecompressSync(br.body).equals(built)).toBe(true);

    const gz = await get(`/${file}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(built)).toBe(true);

    const plain = await get(`/${file}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(built)).toBe(true);

    for (const answer of [br, gz, plain]) expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the app shell compressed and never cached, on / and on any client route', async () => {
    const built = readFileSync(join(DIST, 'index.html'));
    for (const path of ['/', '/call-list', '/markets']) {
      const answer = await get(path, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(brotliDecompressSync(answer.body).equals(built), path).toBe(true);
      // The security headers come with it.
      expect(String(answer.headers['content-security-policy']), path).toContain("frame-ancestors 'none'");
    }
  });

  it('never serves a source map, and the scripts do not point at one', async () => {
    const file = entryScript();
    const maps = [`/${file}.map`, '/assets/anything.js.map', '/index.html.map'];
    for (const path of maps) {
      const answer = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(answer.status, path).toBe(404);
    }
    expect(readFileSync(join(DIST, file), 'utf8')).not.toContain('sourceMappingURL');
  });

  it('keeps the map libraries out of the initial JavaScript: they come with the first map', () => {
    // The build under test (a worker's own build folder, else web/dist).
    const report = analyseWebBundle(process.env.E2E_WEB_DIST ?? DIST);
    expect(report.violations.filter((v) => v.name === 'maps')).toEqual([]);
    // The map engines are in the build, as chunks of their own.
    expect(report.lazyChunks.maps).toBeGreaterThan(0);
    const manifest = JSON.parse(readFileSync(join(process.env.E2E_WEB_DIST ?? DIST, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const engines = Object.entries(manifest).filter(([key]) => /src\/shared\/map\/(offline-engine\/index|google-engine)\.tsx$/.test(key));
    expect(engines.map(([key]) => key.replace(/^.*\/shared\/map\//, '')).sort()).toEqual(['google-engine.tsx', 'offline-engine/index.tsx']);
  });
});

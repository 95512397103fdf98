/**
 * The web client's initial JavaScript: what index.html loads before any route chunk — the entry
 * chunk plus everything it imports statically, followed through Vite's manifest
 * (dist/.vite/manifest.json, `build.manifest`). Lazy route chunks (dynamic imports) are excluded.
 *
 * Heavy, rarely used code must stay out of it: the GraphiQL playground (Monaco) and map
 * libraries. Which modules each initial chunk holds comes from its source map's `sources`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const WEB_DIR = fileURLToPath(new URL('../../web', import.meta.url));

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Code that must only arrive with its own route, never up front. */
export const LAZY_ONLY: readonly { name: string; pattern: RegExp }[] = [
  {
    name: 'playground',
    pattern: /node_modules\/(graphiql|@graphiql\/[^/]+|monaco-editor|monaco-graphql)\/|src\/features\/developers\//,
  },
  {
    name: 'maps',
    pattern:
      /node_modules\/(maplibre-gl|mapbox-gl|leaflet|react-leaflet|@react-leaflet\/[^/]+|ol|react-map-gl|@vis\.gl\/[^/]+|pigeon-maps|@deck\.gl\/[^/]+|@luma\.gl\/[^/]+|@math\.gl\/[^/]+|@loaders\.gl\/[^/]+|h3-js|us-atlas|topojson-client|@react-google-maps\/[^/]+|@googlemaps\/[^/]+)\/|src\/.*\/([\w-]*-)?maps?(\/|\.tsx?$)/,
  },
];

export interface InitialFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface WebBundleReport {
  initialJs: InitialFile[];
  initialCss: InitialFile[];
  jsGzipBytes: number;
  jsBytes: number;
  cssGzipBytes: number;
  /** Lazy-only code found in the initial JavaScript (must be empty). */
  violations: { name: string; file: string; module: string }[];
  /** Per lazy-only group: how many chunks of the whole build hold it (0 = not in the app yet). */
  lazyChunks: Record<string, number>;
}

/** Builds the web client into a temporary folder, so a running stack's web/dist is untouched. */
export function buildWeb(): { dist: string; cleanup(): void } {
  const dist = mkdtempSync(join(tmpdir(), 'luminate-web-bench-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: WEB_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}

function measure(dist: string, file: string): InitialFile {
  const content = readFileSync(join(dist, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** Module paths bundled into a chunk, from its source map (falls back to the manifest's src). */
function modulesOf(dist: string, chunk: ManifestChunk): string[] {
  const mapPath = join(dist, `${chunk.file}.map`);
  if (!existsSync(mapPath)) return chunk.src ? [chunk.src] : [];
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources?: string[] };
  return map.sources ?? [];
}

export function analyseWebBundle(dist: string): WebBundleReport {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: web/vite.config.ts needs build.manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const entry = manifest['index.html'] ?? Object.values(manifest).find((c) => c.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry)!;

  // Static imports only: dynamic imports are what the router loads per page.
  const initialKeys = new Set<string>();
  const visit = (key: string) => {
    if (initialKeys.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest lacks ${key}`);
    initialKeys.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entryKey);

  const initialChunks = [...initialKeys].map((key) => manifest[key]);
  const initialJs = initialChunks.filter((c) => c.file.endsWith('.js')).map((c) => measure(dist, c.file));
  const cssFiles = new Set(initialChunks.flatMap((c) => c.css ?? []));
  const initialCss = [...cssFiles].map((file) => measure(dist, file));

  const violations: WebBundleReport['violations'] = [];
  for (const chunk of initialChunks) {
    for (const module of modulesOf(dist, chunk)) {
      for (const group of LAZY_ONLY) {
        if (group.pattern.test(module)) violations.push({ name: group.name, file: chunk.file, module });
      }
    }
  }

  const lazyChunks: Record<string, number> = {};
  const jsChunks = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
  for (const group of LAZY_ONLY) {
    lazyChunks[group.name] = jsChunks.filter((c) => modulesOf(dist, c).some((m) => group.pattern.test(m))).length;
  }

  const sum = (files: InitialFile[], key: 'bytes' | 'gzipBytes') => files.reduce((total, f) => total + f[key], 0);
  return {
    initialJs,
    initialCss,
    jsBytes: sum(initialJs, 'bytes'),
    jsGzipBytes: sum(initialJs, 'gzipBytes'),
    cssGzipBytes: sum(initialCss, 'gzipBytes'),
    violations,
    lazyChunks,
  };
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** The most initial JavaScript the app may load before any route chunk, gzipped. */
export const INITIAL_JS_BUDGET_GZIP_BYTES = 200 * 1024;

/** Prints the report; returns false when lazy-only code reached the initial JavaScript or it is over budget. */
export function printWebBundle(report: WebBundleReport): boolean {
  console.log('(c) web client: initial JavaScript of the production build (before any route chunk)');
  const rows = [...report.initialJs].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const width = Math.max(4, ...rows.map((r) => r.file.length));
  console.log(`${'file'.padEnd(width)}  ${'kB'.padStart(8)}  ${'kB gzip'.padStart(8)}`);
  console.log(`${'-'.repeat(width)}  ${'-'.repeat(8)}  ${'-'.repeat(8)}`);
  for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kB(r.bytes).padStart(8)}  ${kB(r.gzipBytes).padStart(8)}`);
  console.log(
    `initial JS: ${kB(report.jsGzipBytes)} kB gzipped (${kB(report.jsBytes)} kB raw, ${report.initialJs.length} files); ` +
      `initial CSS: ${kB(report.cssGzipBytes)} kB gzipped`,
  );
  for (const [name, chunks] of Object.entries(report.lazyChunks)) {
    console.log(
      `${name}: ${chunks === 0 ? 'not in the build' : `in ${chunks} chunk(s)`}, ${report.violations.some((v) => v.name === name) ? 'IN the initial JS' : 'not in the initial JS'}`,
    );
  }
  for (const v of report.violations.slice(0, 20)) {
    console.error(`FAIL: ${v.name} code in initial chunk ${v.file}: ${v.module}`);
  }
  const overBudget = report.jsGzipBytes > INITIAL_JS_BUDGET_GZIP_BYTES;
  if (overBudget) {
    console.error(`FAIL: the initial JavaScript is ${kB(report.jsGzipBytes)} kB gzipped (at most ${kB(INITIAL_JS_BUDGET_GZIP_BYTES)} kB).`);
  }
  return report.violations.length === 0 && !overBudget;
}

/** Builds (or reads BENCH_WEB_DIST), analyses and prints; false fails the bench. */
export function benchWebBundle(): boolean {
  const given = process.env.BENCH_WEB_DIST;
  const build = given ? { dist: given, cleanup: () => {} } : buildWeb();
  try {
    return printWebBundle(analyseWebBundle(build.dist));
  } finally {
    build.cleanup();
  }
}

// `npx tsx bench/web-bundle.ts` runs this part of the bench alone.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(benchWebBundle() ? 0 : 1);
}

import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { graphReference } from './src/features/graph-reference/vite-plugin.ts';

// The gateway serves the built app (web/dist) on its own origin; during `npm run dev` the Vite
// server forwards API calls to the gateway so the browser still sees a single origin.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

/**
 * Writes persisted-documents.json into the build: the app's trusted documents (both codegen
 * outputs, the shell's and the pages'), the only documents a production gateway runs. The gateway
 * reads it from the build it serves, so the bundle and its manifest always match.
 */
function trustedDocuments(): Plugin {
  const manifests = ['src/generated/shell/persisted-documents.json', 'src/generated/persisted-documents.json'];
  return {
    name: 'luminate-trusted-documents',
    apply: 'build',
    generateBundle() {
      const merged: Record<string, string> = {};
      for (const file of manifests) Object.assign(merged, JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')));
      this.emitFile({ type: 'asset', fileName: 'persisted-documents.json', source: JSON.stringify(merged) });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    trustedDocuments(),
    // The Graph Reference page's content, computed from schema/graph at build time.
    graphReference(),
    // A brotli and a gzip copy beside each text asset, served by the gateway by Accept-Encoding.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|mjs|css|html|svg|json|txt|wasm|ttf)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  // The playground's GraphQL worker imports two CommonJS packages that the dev server does not
  // pre-bundle for workers on its own; without this the worker may fail to start under `npm run dev`.
  optimizeDeps: {
    include: ['monaco-graphql > graphql-language-service > nullthrows', 'monaco-graphql > picomatch-browser'],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/config.json': gateway,
      '/files': gateway,
      '/healthz': gateway,
      '/readyz': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps are written for the bundle analysis (`npm run bench`) but never referenced from
    // the scripts, and the gateway does not serve them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: `npm run bench` reads which chunks index.html loads up front.
    manifest: true,
    // Monaco (the Developers playground) is one ~1.8 MB chunk loaded only on that route; the
    // initial bundle is guarded by `npm run bench` instead of this size warning.
    chunkSizeWarningLimit: 2_000,
  },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// The gateway serves the built app (web/dist) on its own origin; during `npm run dev` the Vite
// server forwards API calls to the gateway so the browser still sees a single origin.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [
    react(),
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

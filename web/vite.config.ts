import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves the built app (web/dist) on its own origin; during `npm run dev` the Vite
// server forwards API calls to the gateway so the browser still sees a single origin.
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true },
      '/config.json': gateway,
      '/healthz': gateway,
      '/readyz': gateway,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});

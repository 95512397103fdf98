import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * Browser tests: a stack plus a headless Chromium per file, against the built web client
 * (`npm run build -w @luminate/web` first). One file at a time keeps the two-core CI machine
 * from timing out page loads.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['e2e/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
    maxWorkers: 1,
  },
});

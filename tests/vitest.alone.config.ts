import { defineConfig } from 'vitest/config';
import { ALONE, shared } from './vitest.config.ts';

/** The timing-bound files, alone on the machine (see ALONE in vitest.config.ts). */
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ALONE,
    exclude: ['**/node_modules/**'],
    maxWorkers: 1,
  },
});

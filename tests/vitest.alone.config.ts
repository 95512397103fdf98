import { defineConfig } from 'vitest/config';
import base, { ALONE } from './vitest.config.ts';

/** The timing-bound security files, alone on the machine (see ALONE in vitest.config.ts). */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ALONE,
    exclude: ['**/node_modules/**'],
    maxWorkers: 1,
  },
});

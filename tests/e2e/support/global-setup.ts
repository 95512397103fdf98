/**
 * Once per browser-test run, before any worker starts: finds the Chromium the tests drive and
 * hands its path to every worker (`inject('chromiumPath')`).
 *
 * The browser is `CHROMIUM_PATH` when set, else the headless Chromium that the
 * @sparticuz/chromium npm package carries inside it, so `npm ci && npm test` needs nothing but
 * Node and every machine drives the same browser. That build is a headless shell without the
 * desktop browser's window machinery: on one browser file it used about a third less CPU than
 * Debian's `chromium` (docs/testing.md). A system Chromium is the fallback where the package cannot unpack.
 * The package unpacks itself into the temporary folder on first use and reports the path as
 * soon as the file exists, so it is unpacked here, once, and never by two workers at a time.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium executable the browser tests launch. */
    chromiumPath: string;
  }
}

/** Where a system Chromium is usually installed (Debian and Ubuntu packages, other distributions). */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const packaged = (await import('@sparticuz/chromium')).default;
    return await packaged.executablePath();
  } catch (error) {
    const system = SYSTEM_CHROMIUMS.find((path) => existsSync(path));
    if (system) return system;
    throw new Error('No Chromium for the browser tests: set CHROMIUM_PATH', { cause: error });
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('chromiumPath', await chromiumPath());
}

/**
 * The Chromium the browser tests and the browser benchmark drive, found and launched one way.
 *
 * The browser is `CHROMIUM_PATH` when set, else the headless Chromium that the
 * @sparticuz/chromium npm package carries inside it, so `npm ci && npm test` needs nothing but
 * Node and every machine drives the same browser. That build is a headless shell without the
 * desktop browser's window machinery: on one browser file it used about a third less CPU than
 * Debian's `chromium` (docs/testing.md). A system Chromium is the fallback where the package cannot unpack.
 */
import { existsSync } from 'node:fs';

/** Where a system Chromium is usually installed (Debian and Ubuntu packages, other distributions). */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Headless, no GPU, and none of the browser's own background traffic. */
export const HEADLESS_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The executable to launch (the package unpacks itself into the temporary folder on first use). */
export async function chromiumPath(): Promise<string> {
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

/**
 * Once per browser-test run, before any worker starts: finds the Chromium the tests drive
 * (support/chromium.ts) and hands its path to every worker (`inject('chromiumPath')`). The
 * packaged browser unpacks itself on first use and reports the path as soon as the file exists,
 * so it is unpacked here, once, and never by two workers at a time.
 */
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../../support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium executable the browser tests launch. */
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('chromiumPath', await chromiumPath());
}

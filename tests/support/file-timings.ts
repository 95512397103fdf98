/**
 * A vitest reporter that closes every run with the time of each test file, slowest first: the
 * time to import it (with everything it loads), the time its hooks and tests ran, and their sum.
 * The README's testing section keeps the twenty slowest of a full run from these lines.
 *
 * `FILE_TIMINGS_UPDATE=1` also records each file's total in `tests/file-timings.json`, which
 * orders the next runs slowest first (support/slowest-first.ts). Record it from a full run on the
 * two-core machine, after adding a slow file or making one much faster.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** Seconds per test file (path relative to tests/), from the last recorded full run. */
const TIMINGS_FILE = new URL('../file-timings.json', import.meta.url);

export function recordedTimings(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(TIMINGS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

interface FileTiming {
  file: string;
  tests: number;
  importMs: number;
  runMs: number;
  totalMs: number;
  state: string;
}

/** The first lines of an error: enough to name what failed without the whole stack. */
const firstLines = (message: string | undefined, count = 6): string[] =>
  (message ?? 'no message')
    .split('\n')
    .slice(0, count)
    .map((line) => `      ${line}`);

/** Every failed test (file, full name, first lines of its error) and every error outside a test. */
function failureLines(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): string[] {
  const lines: string[] = [];
  for (const module of testModules) {
    for (const error of module.errors()) lines.push(`  ${module.relativeModuleId} (file)`, ...firstLines(error.message));
    for (const test of module.children.allTests()) {
      const result = test.result();
      if (result.state !== 'failed') continue;
      lines.push(`  ${module.relativeModuleId} > ${test.fullName}`);
      for (const error of result.errors ?? []) lines.push(...firstLines(error.message));
    }
  }
  for (const error of unhandledErrors) lines.push('  unhandled error outside any test', ...firstLines(error.message ?? error.name));
  return lines.length === 0 ? [] : [`Failed (${lines.filter((l) => !l.startsWith('      ')).length}):`, ...lines];
}

const seconds = (ms: number): string => (ms / 1000).toFixed(1).padStart(7);

export default class FileTimings implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []): void {
    const rows: FileTiming[] = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      const importMs =
        diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.collectDuration + diagnostic.setupDuration;
      return {
        file: module.relativeModuleId,
        tests: [...module.children.allTests()].length,
        importMs: Math.round(importMs),
        runMs: Math.round(diagnostic.duration),
        totalMs: Math.round(importMs + diagnostic.duration),
        state: module.state(),
      };
    });
    if (rows.length === 0) return;
    rows.sort((a, b) => b.totalMs - a.totalMs);
    const width = Math.max(...rows.map((r) => r.file.length));
    const lines = [
      '',
      `Time per test file, slowest first (${rows.length} files, ${rows.reduce((n, r) => n + r.tests, 0)} tests):`,
      `${'file'.padEnd(width)}  tests  import s   tests s   total s`,
      ...rows.map(
        (r) =>
          `${r.file.padEnd(width)}  ${String(r.tests).padStart(5)}  ${seconds(r.importMs)}   ${seconds(r.runMs)}   ${seconds(r.totalMs)}${
            r.state === 'passed' ? '' : `  (${r.state})`
          }`,
      ),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    // The failures again, last: a CI log is often read from its end, where the table would hide them.
    const failures = failureLines(testModules, unhandledErrors);
    if (failures.length > 0) process.stdout.write(`${failures.join('\n')}\n\n`);
    if (process.env.FILE_TIMINGS_UPDATE === '1') {
      const recorded = recordedTimings();
      for (const row of rows) recorded[row.file] = Math.round(row.totalMs / 100) / 10;
      const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(TIMINGS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
    }
  }
}

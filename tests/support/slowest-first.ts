/**
 * Orders test files slowest first, by the times recorded in tests/file-timings.json, so the long
 * files start at once and the short ones fill the cores at the end, whatever the machine has run
 * before (a fresh clone has no vitest cache, and vitest's own fallback, larger files first, would
 * start the longest browser file halfway through). Files with no recorded time are new and run
 * first, as vitest runs unknown files first.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { recordedTimings } from './file-timings.ts';

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = recordedTimings();
    const of = (spec: TestSpecification) => seconds[relative(spec.project.config.root, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => {
      const [x, y] = [of(a), of(b)];
      return x === y ? 0 : x > y ? -1 : 1;
    });
  }
}

/**
 * Orders test files slowest first, by the times recorded in tests/file-timings.json, so the long
 * files start at once and the short ones fill the cores at the end, whatever the machine has run
 * before (a fresh clone has no vitest cache, and vitest's own fallback, larger files first, would
 * start the longest browser file halfway through). Files with no recorded time are new and run
 * first, as vitest runs unknown files first.
 *
 * The files of one project run together, in PROJECT_ORDER: a worker that moves to a file of
 * another project (or another environment) starts over as a new process, which would throw away
 * the modules that the files of the `node` project share. The web client's component tests
 * come last: they are short, so they fill both cores while the last long files finish.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { recordedTimings } from './file-timings.ts';

/** Projects of the unit run (vitest.config.ts), in the order they run; runs without projects have one. */
const PROJECT_ORDER = ['node', 'web'];

export default class SlowestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = recordedTimings();
    const of = (spec: TestSpecification) => seconds[relative(spec.project.config.root, spec.moduleId)] ?? Number.POSITIVE_INFINITY;
    const group = (spec: TestSpecification) => PROJECT_ORDER.indexOf(spec.project.name);
    return Promise.resolve(
      [...files].sort((a, b) => {
        if (group(a) !== group(b)) return group(a) - group(b);
        const [x, y] = [of(a), of(b)];
        return x === y ? 0 : x > y ? -1 : 1;
      }),
    );
  }
}

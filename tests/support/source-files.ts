/** The repository's own TypeScript sources under a folder, for tests that check every file. */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The repository's root folder. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..');

/** Every `.ts` file under `dir`, as a path from the repository's root with `/` separators. */
export function repoSourceFiles(dir: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.ts') ? [path] : [];
    });
  return walk(dir).map((file) => relative(REPO_ROOT, file).split(sep).join('/'));
}

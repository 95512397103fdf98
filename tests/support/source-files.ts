/** The repository's own files under a folder (its TypeScript sources, or every file), for tests that check every file. */
import { existsSync, readdirSync } from 'node:fs';
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

/** Folders no repository check reads: installed packages and build output. */
const NOT_THE_REPOSITORY = new Set(['node_modules', 'dist']);

/**
 * Every file under `dir`, whatever its kind, as a path from the repository's root with `/`
 * separators; installed packages and build output are left out. None when `dir` does not exist.
 */
export function repoFiles(dir: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return NOT_THE_REPOSITORY.has(entry.name) ? [] : walk(path);
      return entry.isFile() ? [path] : [];
    });
  return existsSync(dir) ? walk(dir).map((file) => relative(REPO_ROOT, file).split(sep).join('/')) : [];
}

/** Lines of a text as an editor numbers them (a final line break ends the last line). */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

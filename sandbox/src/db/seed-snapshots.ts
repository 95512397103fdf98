import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Copies of freshly seeded in-memory databases, so a test suite that starts a hundred throw-away
 * sandboxes seeds each scale once and loads the copy afterwards (a load is a fraction of a seed).
 *
 * A copy is only valid for exactly what produced it: its key covers every migration, the seed's
 * code (with the medical records job it runs) and the shared rules it draws on, the scale, and
 * the current UTC hour (the seed places visits and admissions relative to now). Anything else,
 * and the seed runs again.
 */
const SOURCES = ['../../migrations/', '../seed/', '../medical-records/', '../../../schema/src/'].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);

/** Copies kept in the folder (the most recently written); a suite uses two or three scales. */
const KEEP = 6;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The key of a seeded database: the inputs of the migrations and the seed, the scale and the hour. */
export async function seedSnapshotKey(scale: number, now = new Date()): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of SOURCES) {
    for (const file of await filesUnder(dir)) {
      hash
        .update(relative(dir, file))
        .update('\0')
        .update(await readFile(file))
        .update('\0');
    }
  }
  hash.update(`scale=${scale};hour=${now.toISOString().slice(0, 13)}`);
  return hash.digest('hex').slice(0, 32);
}

export async function loadSeedSnapshot(folder: string, key: string): Promise<Blob | null> {
  try {
    return new Blob([await readFile(join(folder, `${key}.tar`))]);
  } catch {
    return null;
  }
}

/** Writes a copy under its key (atomically: readers never see half a file), dropping the oldest beyond KEEP. */
export async function saveSeedSnapshot(folder: string, key: string, snapshot: Blob): Promise<void> {
  await mkdir(folder, { recursive: true });
  const partial = join(folder, `${key}.${process.pid}.${Date.now()}.partial`);
  await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await rename(partial, join(folder, `${key}.tar`));
  const copies = await Promise.all(
    (await readdir(folder)).map(async (name) => ({
      file: join(folder, name),
      at: (await stat(join(folder, name)).catch(() => null))?.mtimeMs ?? 0,
    })),
  );
  copies.sort((a, b) => b.at - a.at);
  for (const { file } of copies.slice(KEEP)) await rm(file, { force: true });
}

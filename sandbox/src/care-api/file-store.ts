/**
 * The Care API's file store: the bytes of the received files, as real files under one folder on
 * disk. A file's place is a relative path of plain segments ('sources/<folder>/<name>' or
 * 'errors/<bucket>/<folder>/<name>'); nothing outside the store's folder can be named.
 *
 * The sandbox keeps the store beside its database folder (sandbox/.data/pglite-files for the
 * default PGlite folder); a throw-away database (memory://, the tests) gets a temporary folder that is
 * removed when the sandbox closes. A seeded file's bytes are the seed's own (seededFileContent),
 * so the store can always write them again: a kept store gets every missing one at start-up
 * (restoreSeededFiles), a temporary one gets each when it is first read or copied
 * (ensureSeeded), which keeps a test sandbox's start-up free of a few hundred writes. Either way
 * a database seeded earlier, or loaded from a copy, finds its files.
 */
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import type { Queryable } from '../db/index.ts';
import { seededFileContent } from '../seed/files.ts';

/** A path segment the store accepts: no separators, no NUL, not '.' or '..', not empty. */
const isPlainSegment = (segment: string) => segment !== '' && segment !== '.' && segment !== '..' && !/[/\\\0]/.test(segment);

export class FileStore {
  private constructor(
    /** The store's folder, absolute. */
    readonly root: string,
    private readonly temporary: boolean,
  ) {}

  /** Opens (creating) the store in `folder`, or in a new temporary folder when none is given. */
  static async open(folder?: string): Promise<FileStore> {
    if (folder) {
      await mkdir(folder, { recursive: true });
      return new FileStore(resolve(folder), false);
    }
    return new FileStore(await mkdtemp(join(tmpdir(), 'luminate-files-')), true);
  }

  /** The store's folder for a database folder: beside it (`<folder>-files`), or temporary for a throw-away database. */
  static folderFor(dataDir: string | undefined, defaultDataDir: string): string | undefined {
    if (dataDir?.startsWith('memory://')) return undefined;
    return `${resolve(dataDir ?? defaultDataDir)}-files`;
  }

  /** The absolute path of a store path; throws on anything but plain segments. */
  pathOf(storagePath: string): string {
    const segments = storagePath.split('/');
    if (!segments.every(isPlainSegment)) throw new Error('Invalid file store path');
    const absolute = join(this.root, ...segments);
    if (!absolute.startsWith(this.root + sep)) throw new Error('Invalid file store path');
    return absolute;
  }

  async exists(storagePath: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(storagePath))).isFile();
    } catch {
      return false;
    }
  }

  /** Writes the bytes whole (a temporary file renamed into place, so no one reads half a file). */
  async write(storagePath: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(storagePath);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
  }

  /** Copies a file to another place of the store (replacing what is there); answers its size. */
  async copy(from: string, to: string): Promise<number> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.partial`;
    await copyFile(source, partial);
    await rename(partial, target);
    return (await stat(target)).size;
  }

  read(storagePath: string): ReadStream {
    return createReadStream(this.pathOf(storagePath));
  }

  /** Whether the store is removed on close (a throw-away database's). */
  get isTemporary(): boolean {
    return this.temporary;
  }

  /** Writes a seeded file's bytes when the store lacks them. */
  async ensureSeeded(file: { id: number; name: string; storage_path: string; seeded: boolean }): Promise<void> {
    if (!file.seeded || (await this.exists(file.storage_path))) return;
    await this.write(file.storage_path, seededFileContent(file.id, file.name));
  }

  /** Removes a temporary store (a kept one stays). */
  async close(): Promise<void> {
    if (this.temporary) await rm(this.root, { recursive: true, force: true });
  }
}

/** Writes every seeded file the store lacks; answers how many were written. */
export async function restoreSeededFiles(db: Queryable, store: FileStore): Promise<number> {
  const { rows } = await db.query<{ id: number; name: string; storage_path: string }>(
    `SELECT id, name, storage_path FROM files WHERE seeded ORDER BY id`,
  );
  let written = 0;
  for (const row of rows) {
    if (await store.exists(row.storage_path)) continue;
    await store.write(row.storage_path, seededFileContent(row.id, row.name));
    written += 1;
  }
  return written;
}

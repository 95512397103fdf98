/**
 * The File Dashboard through the gateway, against the real sandbox and its file store on disk:
 * the dashboard sources and a source's file history (a page costs the same Care API requests
 * whatever its size), the name search, the uncategorised count ('99+'), the errored files by
 * bucket, a file's details, categorising (adhoc and through a pattern, with the shared rule's
 * messages), creating and editing file types (extension rule, destination required), editing
 * category patterns, adding and editing sources, sending a file (its bytes in the destination's
 * folder on disk afterwards, a job row), downloading its bytes (equal to the disk, audited), and
 * every mutation and the download refused to users without the right with nothing changed in the
 * sandbox or on disk; the Care API refuses them itself too.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoryRegexFeedback,
  FILE_MESSAGES,
  filePatternMatches,
  fileTypeRegexFeedback,
  isSafeFilePattern,
  uncategorizedBadgeLabel,
} from '@luminate/schema/rules';
import { startStack, type GqlResponse, type Stack } from '../support/stack.ts';
import { FileStore, restoreSeededFiles } from '../../sandbox/src/care-api/file-store.ts';
import { seededFileContent } from '../../sandbox/src/seed/files.ts';
import { auditEventsOf, bound, careApiRequestsDuring, dataOf, download, errorCode, errorMessage } from './helpers.ts';
import { graphql } from '../generated/gql.ts';
import type { DataFileSort, TypedDocumentString } from '../generated/graphql.ts';

// A file as the dashboard's table reads it, with what the viewer may do. (A fragment is a definition only:
// the documents that spread it carry it.)
graphql(`
  fragment FilesTestFile on DataFile {
    id
    name
    receivedDate
    storageLocation
    erroredBucket
    size
    downloadPath
    source {
      id
      name
    }
    category {
      id
      name
      adhoc
    }
    type {
      id
      regex
      destinations {
        id
        name
      }
    }
    viewerCan {
      addCategory {
        allowed
        reason
      }
      addFileType {
        allowed
        reason
      }
      send {
        allowed
      }
      download {
        allowed
      }
    }
  }
`);
// A file as its details panel reads it: the row, its jobs and where it may be sent.
graphql(`
  fragment FilesTestFileDetails on DataFile {
    ...FilesTestFile
    jobs {
      id
      action
      destination {
        id
        name
      }
      timestamp
      status
    }
    sendDestinations {
      id
      name
      storageFolder
    }
  }
`);
// A file type as its create and update answer it.
graphql(`
  fragment FilesTestFileType on FileType {
    id
    regex
    source {
      id
    }
    category {
      id
    }
    destinations {
      id
      name
    }
  }
`);

const SOURCES = graphql(`
  query FilesFileDashboardSources {
    fileDashboardSources {
      id
      name
      displayOnDashboard
      storageFolder
      payer {
        id
        name
      }
    }
  }
`);
const FILES = graphql(`
  query FilesFiles($sourceId: ID, $search: String, $uncategorized: Boolean, $sort: [DataFileSort!], $skip: Int, $take: Int) {
    files(sourceId: $sourceId, search: $search, uncategorized: $uncategorized, sort: $sort, skip: $skip, take: $take) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      nodes {
        ...FilesTestFile
        jobs {
          id
          action
        }
      }
    }
  }
`);
const DETAIL = graphql(`
  query FilesFile($id: ID!) {
    file(id: $id) {
      ...FilesTestFileDetails
    }
  }
`);
const COUNT = graphql(`
  query FilesUncategorizedFileCount {
    uncategorizedFileCount
  }
`);
const ERRORED = graphql(`
  query FilesErroredFileBuckets($bucket: String, $take: Int) {
    erroredFileBuckets
    erroredFiles(bucket: $bucket, take: $take) {
      totalCount
      pageInfo {
        hasNextPage
      }
      nodes {
        id
        name
        erroredBucket
        storageLocation
      }
    }
  }
`);
const CATEGORIZE = graphql(`
  mutation FilesCategorizeFile($input: CategorizeFileInput!) {
    categorizeFile(input: $input) {
      uncategorizedFileCount
      pattern {
        id
        regex
        category {
          id
          name
        }
        source {
          id
          name
        }
      }
      files {
        ...FilesTestFileDetails
      }
    }
  }
`);
const CREATE_TYPE = graphql(`
  mutation FilesCreateFileType($input: CreateFileTypeInput!) {
    createFileType(input: $input) {
      type {
        ...FilesTestFileType
      }
      files {
        id
        type {
          id
          regex
        }
      }
    }
  }
`);
const UPDATE_TYPE = graphql(`
  mutation FilesUpdateFileType($id: ID!, $input: UpdateFileTypeInput!) {
    updateFileType(id: $id, input: $input) {
      ...FilesTestFileType
    }
  }
`);
const UPDATE_PATTERN = graphql(`
  mutation FilesUpdateCategoryPattern($id: ID!, $input: UpdateCategoryPatternInput!) {
    updateCategoryPattern(id: $id, input: $input) {
      id
      regex
      category {
        id
      }
      source {
        id
      }
    }
  }
`);
const ADD_SOURCE = graphql(`
  mutation FilesAddFileSource($input: AddFileSourceInput!) {
    addFileSource(input: $input) {
      id
      name
      payer {
        id
        name
      }
      displayOnDashboard
      storageFolder
      viewerCan {
        edit {
          allowed
        }
      }
    }
  }
`);
const UPDATE_SOURCE = graphql(`
  mutation FilesUpdateFileSource($id: ID!, $input: UpdateFileSourceInput!) {
    updateFileSource(id: $id, input: $input) {
      id
      name
      payer {
        id
      }
      displayOnDashboard
      storageFolder
    }
  }
`);
const SEND = graphql(`
  mutation FilesSendFileToSource($fileId: ID!, $destinationId: ID!) {
    sendFileToSource(fileId: $fileId, destinationId: $destinationId) {
      file {
        id
        jobs {
          id
          action
          destination {
            id
            name
          }
          status
        }
      }
      delivered {
        ...FilesTestFile
      }
      job {
        id
        action
        destination {
          id
          name
        }
        status
      }
    }
  }
`);
const CAN = graphql(`
  query FilesViewer {
    viewer {
      can {
        viewFileAdminSections {
          allowed
          reason
        }
        categorizeFiles {
          allowed
          reason
        }
        createFileTypes {
          allowed
        }
        editFileTypes {
          allowed
        }
        editFileSources {
          allowed
        }
        addFileSource {
          allowed
        }
        sendFiles {
          allowed
        }
        downloadFiles {
          allowed
        }
      }
    }
  }
`);

let stack: Stack;
const q = async <T>(sql: string, params: unknown[] = []) => (await stack.db.query<T>(sql, params)).rows;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** Everything the file tables hold and every file the store holds, to show that a refused call changed nothing. */
async function snapshot() {
  const listing: string[] = [];
  const walk = async (dir: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) await walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else listing.push(`${prefix}${entry.name}`);
    }
  };
  await walk(stack.sandbox.fileStore.root, '');
  return {
    sources: await q('SELECT * FROM file_sources ORDER BY id'),
    categories: await q('SELECT * FROM file_categories ORDER BY id'),
    patterns: await q('SELECT * FROM file_category_patterns ORDER BY id'),
    types: await q('SELECT * FROM file_types ORDER BY id'),
    destinations: await q('SELECT * FROM file_type_destinations ORDER BY 1, 2'),
    files: await q('SELECT * FROM files ORDER BY id'),
    jobs: await q('SELECT * FROM file_jobs ORDER BY id'),
    store: listing.sort(),
  };
}

const uncategorizedCount = async () => (await q<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE category_id IS NULL'))[0].n;

/** The newest uncategorised file of a source whose name matches. */
async function uncategorizedFile(like: string) {
  const [row] = await q<{ id: number; name: string; source_id: number }>(
    `SELECT id, name, source_id FROM files WHERE category_id IS NULL AND errored_bucket IS NULL AND name LIKE $1 ORDER BY file_date DESC LIMIT 1`,
    [like],
  );
  return row;
}

describe('dashboard sources and file history', () => {
  it('lists the sources flagged for the dashboard, by name', async () => {
    const sources = dataOf(await stack.gql('staff', SOURCES)).fileDashboardSources;
    const expected = await q<{ id: number; name: string }>(
      'SELECT id, name FROM file_sources WHERE display_on_dashboard ORDER BY name, id',
    );
    expect(sources.map((s) => s.name)).toEqual(expected.map((s) => s.name));
    expect(sources.every((s) => s.displayOnDashboard)).toBe(true);
    expect(sources.find((s) => s.name === 'Humana')!.payer).toEqual({ id: '1', name: 'Humana' });
  });

  it("shows a source's files newest first with their category or none, in the same Care API requests for 20 and 80 rows", async () => {
    const [humana] = await q<{ id: number }>(`SELECT id FROM file_sources WHERE name = 'Humana'`);
    const first = await careApiRequestsDuring(stack, () => stack.gql('staff', FILES, { sourceId: String(humana.id), take: 20 }));
    const page = dataOf(first.result).files;
    const all = await q<{ name: string; category_id: number | null }>(
      'SELECT name, category_id FROM files WHERE source_id = $1 ORDER BY file_date DESC, id DESC',
      [humana.id],
    );
    expect(page.totalCount).toBe(all.length);
    expect(page.pageInfo).toEqual({ hasNextPage: all.length > 20, hasPreviousPage: false });
    expect(page.nodes.map((f) => f.name)).toEqual(all.slice(0, 20).map((f) => f.name));
    expect(page.nodes.some((f) => f.category === null)).toBe(true);
    expect(page.nodes.every((f) => f.source.name === 'Humana' && f.jobs.length >= 1)).toBe(true);

    const larger = await careApiRequestsDuring(stack, () => stack.gql('staff', FILES, { sourceId: String(humana.id), take: 80 }));
    expect(dataOf(larger.result).files.nodes).toHaveLength(Math.min(80, all.length));
    expect(larger.requests.length).toBe(first.requests.length);
    expect(first.requests.length).toBeLessThanOrEqual(5);
  });

  it('finds files by part of the name, case-insensitively, across sources', async () => {
    const found = dataOf(await stack.gql('staff', FILES, { search: 'hum_elig', take: 160 })).files;
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE lower(name) LIKE '%hum_elig%'`);
    expect(found.totalCount).toBe(n);
    expect(n).toBeGreaterThan(5);
    expect(found.nodes.every((f) => f.name.toLowerCase().includes('hum_elig'))).toBe(true);
  });

  it('sorts by the sort keys given, in order, and pages from any row', async () => {
    const byName = await q<{ name: string }>(
      `SELECT name FROM files WHERE lower(name) LIKE '%hum_elig%' ORDER BY name DESC, file_date DESC, id DESC`,
    );
    const sort: DataFileSort[] = [{ field: 'NAME', direction: 'DESC' }];
    const page = dataOf(await stack.gql('staff', FILES, { search: 'hum_elig', sort, skip: 2, take: 3 })).files;
    expect(page.nodes.map((f) => f.name)).toEqual(byName.slice(2, 5).map((f) => f.name));
    expect(page.pageInfo).toEqual({ hasNextPage: byName.length > 5, hasPreviousPage: true });
    // A key without a direction sorts ascending; no keys: newest first.
    const ascending = dataOf(await stack.gql('staff', FILES, { search: 'hum_elig', sort: [{ field: 'NAME' }], take: 2 })).files.nodes;
    expect(ascending.map((f) => f.name)).toEqual(
      byName
        .slice(-2)
        .reverse()
        .map((f) => f.name),
    );
    const newest = dataOf(await stack.gql('staff', FILES, { search: 'hum_elig', sort: [], take: 1 })).files.nodes[0];
    const [latest] = await q<{ name: string }>(
      `SELECT name FROM files WHERE lower(name) LIKE '%hum_elig%' ORDER BY file_date DESC, id DESC LIMIT 1`,
    );
    expect(newest.name).toBe(latest.name);
  });

  it('gives the details of a file: storage location, type pattern, job history and where it may be sent', async () => {
    const [typed] = await q<{ id: number; storage_path: string; regex: string }>(
      `SELECT f.id, f.storage_path, t.regex FROM files f JOIN file_types t ON t.id = f.file_type_id WHERE f.errored_bucket IS NULL ORDER BY f.id LIMIT 1`,
    );
    const file = dataOf(await stack.gql('datamanager', DETAIL, { id: String(typed.id) })).file;
    expect(file!.storageLocation).toBe(typed.storage_path);
    expect(file!.type!.regex).toBe(typed.regex);
    expect(file!.jobs.map((j) => j.action)).toContain('Received');
    expect(file!.sendDestinations.map((d) => d.id).sort()).toEqual(file!.type!.destinations.map((d) => d.id).sort());
    expect(file!.viewerCan.send.allowed).toBe(true);
    expect(file!.viewerCan.addCategory.allowed).toBe(false);
    expect(dataOf(await stack.gql('staff', DETAIL, { id: '999999' })).file).toBeNull();
  });
});

describe('the file store on disk', () => {
  it('a kept store gets every seeded file it lacks at start-up, the same bytes as the seed, and never a path outside it', async () => {
    const kept = await FileStore.open(join(stack.sandbox.fileStore.root, '..', `kept-${randomUUID()}`));
    try {
      const seeded = await q<{ id: number; name: string; storage_path: string; size_bytes: number }>(
        'SELECT id, name, storage_path, size_bytes FROM files WHERE seeded ORDER BY id',
      );
      expect(seeded.length).toBeGreaterThan(200);
      expect(await restoreSeededFiles(stack.db, kept)).toBe(seeded.length);
      for (const file of [seeded[0], seeded[seeded.length - 1]]) {
        const bytes = await readFile(kept.pathOf(file.storage_path));
        expect(bytes).toEqual(seededFileContent(file.id, file.name));
        expect(bytes.length).toBe(file.size_bytes);
        expect(bytes.toString('utf8')).toMatch(/^[a-z_|,]+\r\n/);
      }
      expect(await restoreSeededFiles(stack.db, kept)).toBe(0);
      for (const bad of ['../outside.csv', 'sources/../../x', '/etc/passwd', 'a//b', 'a\\b']) expect(() => kept.pathOf(bad)).toThrow();
    } finally {
      await import('node:fs/promises').then((fs) => fs.rm(kept.root, { recursive: true, force: true }));
    }
  });
});

describe('uncategorised and errored files', () => {
  it("counts the uncategorised files (over 99 in the seed, so the badge reads '99+') as the list's total", async () => {
    const count = dataOf(await stack.gql('datamanager', COUNT)).uncategorizedFileCount;
    expect(count).toBe(await uncategorizedCount());
    expect(count).toBeGreaterThan(99);
    expect(uncategorizedBadgeLabel(count)).toBe('99+');
    expect(uncategorizedBadgeLabel(7)).toBe('7');
    const list = dataOf(await stack.gql('datamanager', FILES, { uncategorized: true, take: 20 })).files;
    expect(list.totalCount).toBe(count);
    expect(list.nodes.every((f) => f.category === null)).toBe(true);
  });

  it('lists the errored files of a bucket, 10 rows, with every bucket', async () => {
    const all = dataOf(await stack.gql('datamanager', ERRORED, { take: 10 }));
    expect(all.erroredFileBuckets).toEqual(['inbound-errors', 'validation-errors']);
    const bucket = all.erroredFileBuckets[1];
    const one = dataOf(await stack.gql('datamanager', ERRORED, { bucket, take: 10 })).erroredFiles;
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE errored_bucket = $1', [bucket]);
    expect(one.totalCount).toBe(n);
    expect(one.pageInfo.hasNextPage).toBe(n > 10);
    expect(one.nodes.length).toBe(Math.min(10, n));
    expect(one.nodes.every((f) => f.erroredBucket === bucket && f.storageLocation.startsWith(`errors/${bucket}/`))).toBe(true);
    expect(all.erroredFiles.totalCount).toBeGreaterThan(one.totalCount);
  });

  it('keeps the admin sections from users without admin or dataMgmt', async () => {
    const sections: TypedDocumentString<unknown, Record<string, never>>[] = [
      COUNT,
      graphql(`
        query FilesCategoryConfigIds {
          categoryConfigs {
            id
          }
        }
      `),
      graphql(`
        query FilesTypeConfigIds {
          typeConfigs {
            id
          }
        }
      `),
      graphql(`
        query FilesErroredBuckets {
          erroredFileBuckets
        }
      `),
    ];
    for (const query of sections) {
      expect(errorCode(await stack.gql('staff', query))).toBe('FORBIDDEN');
    }
    expect(errorCode(await stack.gql('staff', FILES, { uncategorized: true }))).toBe('FORBIDDEN');
    const staff = dataOf(await stack.gql('staff', CAN)).viewer.can;
    expect(staff.viewFileAdminSections.allowed).toBe(false);
    const data = dataOf(await stack.gql('datamanager', CAN)).viewer.can;
    expect(data).toMatchObject({
      viewFileAdminSections: { allowed: true },
      categorizeFiles: { allowed: false },
      addFileSource: { allowed: true },
      sendFiles: { allowed: true },
      downloadFiles: { allowed: true },
    });
    const admin = dataOf(await stack.gql('superadmin', CAN)).viewer.can;
    expect(Object.values(admin).every((c) => c.allowed)).toBe(true);
  });
});

describe('the shared file rules', () => {
  it("gives the dialogs' exact feedback", () => {
    expect(categoryRegexFeedback('HUM_ROSTER', 'HUM_ROSTER_20261101.csv', 7)).toEqual({ ok: true, message: 'Regex matches filename.' });
    expect(categoryRegexFeedback('hum_r', 'HUM_ROSTER_20261101.csv', 7).ok).toBe(true);
    expect(categoryRegexFeedback('HUM', 'HUM_ROSTER_20261101.csv', 7)).toEqual({
      ok: false,
      message: 'Regex does not match on filename or regex is not longer than 5 characters.',
    });
    expect(categoryRegexFeedback('AET_ROSTER', 'HUM_ROSTER_20261101.csv', 7).ok).toBe(false);
    expect(categoryRegexFeedback('', 'HUM_ROSTER_20261101.csv', 1)).toEqual({
      ok: true,
      message: 'Adhoc files do not need a regex pattern.',
    });
    expect(fileTypeRegexFeedback('HUM_ROSTER_\\d{8}\\.csv$', 'HUM_ROSTER_20261101.csv').ok).toBe(true);
    expect(fileTypeRegexFeedback('HUM_ROSTER_\\d{8}', 'HUM_ROSTER_20261101.csv')).toEqual({
      ok: false,
      message: 'Regex does not match on filename or length not long enough',
    });
    expect(fileTypeRegexFeedback('HUM_ROSTER.*\\.txt', 'HUM_ROSTER_20261101.csv').ok).toBe(false);
    expect(fileTypeRegexFeedback('.csv', 'HUM_ROSTER_20261101.csv').ok).toBe(false);
  });

  it('runs only patterns that cannot run away; anything else matches as literal text', () => {
    for (const unsafe of ['(a+)+$', '(a|aa)*b', '(.*a){3}', '\\1abc', '(?=a)abc', '.*.*.*x', 'x{999}'])
      expect(isSafeFilePattern(unsafe)).toBe(false);
    for (const safe of ['^HUM_ELIG_\\d{8}\\.csv$', '[A-Z]+_ROSTER_.*', '(_v\\d+)?\\.txt$']) expect(isSafeFilePattern(safe)).toBe(true);
    const started = performance.now();
    expect(filePatternMatches('(a+)+$', `${'a'.repeat(200)}!`)).toBe(false);
    expect(filePatternMatches('(a+)+$', 'x(a+)+$')).toBe(true);
    expect(filePatternMatches('ELIG(1', 'HUM_ELIG(1).csv')).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('tests a pattern against the stored names through the gateway', async () => {
    const answer = dataOf(
      await stack.gql(
        'datamanager',
        graphql(`
          query FilesFilesMatchingPattern($p: String!) {
            filesMatchingPattern(pattern: $p, take: 5) {
              totalCount
              pageInfo {
                hasNextPage
                hasPreviousPage
              }
              nodes {
                name
              }
            }
          }
        `),
        { p: '^hum_elig_\\d{8}\\.csv$' },
      ),
    ).filesMatchingPattern;
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE name ~ '^HUM_ELIG_[0-9]{8}\\.csv$'`);
    expect(answer.totalCount).toBe(n);
    expect(answer.nodes).toHaveLength(5);
    expect(answer.pageInfo).toEqual({ hasNextPage: n > 5, hasPreviousPage: false });
  });
});

describe('categorising a file', () => {
  it('refuses a pattern that is too short or does not match, with the spec message, and changes nothing', async () => {
    const file = await uncategorizedFile('AET_ROSTER_%');
    const before = await snapshot();
    for (const regex of ['AET', 'WCR_ROSTER_\\d+', '']) {
      const res = await stack.gql('superadmin', CATEGORIZE, { input: { fileId: String(file.id), categoryId: '7', regex } });
      expect(errorCode(res)).toBe('BAD_USER_INPUT');
      expect(errorMessage(res)).toBe(FILE_MESSAGES.categoryRegexMismatch);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('applies adhoc directly, with no pattern, and the uncategorised count drops by one', async () => {
    const file = await uncategorizedFile('manual_upload_%');
    const countBefore = await uncategorizedCount();
    const patternsBefore = await q('SELECT id FROM file_category_patterns');
    const result = dataOf(
      await stack.gql('superadmin', CATEGORIZE, { input: { fileId: String(file.id), categoryId: '1', regex: 'ignored for adhoc' } }),
    ).categorizeFile;
    expect(result.pattern).toBeNull();
    expect(result.files).toHaveLength(1);
    expect(result.files[0]).toMatchObject({ id: String(file.id), category: { id: '1', name: 'Adhoc', adhoc: true } });
    expect(result.files[0].jobs[0]).toMatchObject({ action: 'Categorize', status: 'Completed' });
    expect(result.uncategorizedFileCount).toBe(countBefore - 1);
    expect(await uncategorizedCount()).toBe(countBefore - 1);
    expect(await q('SELECT id FROM file_category_patterns')).toEqual(patternsBefore);
  });

  it("through a pattern: creates it for the file's source and categorises the source's other files it matches", async () => {
    const file = await uncategorizedFile('UHC_ROSTER_%');
    const regex = '^UHC_ROSTER_\\d{8}\\.csv$';
    const matching = await q<{ id: number }>(
      `SELECT id FROM files WHERE source_id = $1 AND category_id IS NULL AND name ~ '^UHC_ROSTER_[0-9]{8}\\.csv$'`,
      [file.source_id],
    );
    expect(matching.length).toBeGreaterThan(1);
    const countBefore = await uncategorizedCount();
    const result = dataOf(
      await stack.gql('superadmin', CATEGORIZE, { input: { fileId: String(file.id), categoryId: '7', regex } }),
    ).categorizeFile;
    expect(result.pattern).toMatchObject({ regex, category: { id: '7', name: 'Roster Changes' }, source: { id: String(file.source_id) } });
    expect(result.files.map((f) => Number(f.id)).sort((a: number, b: number) => a - b)).toEqual(
      matching.map((m) => m.id).sort((a, b) => a - b),
    );
    expect(result.files.every((f) => f.category!.id === '7')).toBe(true);
    expect(result.uncategorizedFileCount).toBe(countBefore - matching.length);
    const [stored] = await q<{ regex: string; source_id: number }>('SELECT regex, source_id FROM file_category_patterns WHERE id = $1', [
      result.pattern!.id,
    ]);
    expect(stored).toEqual({ regex, source_id: file.source_id });
    // A categorised file offers Add FileType, no longer Add Category.
    expect(result.files[0].viewerCan.addCategory.allowed).toBe(false);
    expect(result.files[0].viewerCan.addFileType.allowed).toBe(true);
  });
});

describe('file types', () => {
  it('needs the extension of the file and a destination, with the spec message', async () => {
    const [file] = await q<{ id: number; name: string }>(
      `SELECT id, name FROM files WHERE category_id IS NOT NULL AND file_type_id IS NULL AND name LIKE 'AET_CLAIMS_%' ORDER BY id DESC LIMIT 1`,
    );
    const before = await snapshot();
    const wrongExtension = await stack.gql('superadmin', CREATE_TYPE, {
      input: { fileId: String(file.id), regex: 'AET_CLAIMS_\\d{8}\\.csv$', destinationIds: ['8'] },
    });
    expect(errorCode(wrongExtension)).toBe('BAD_USER_INPUT');
    expect(errorMessage(wrongExtension)).toBe(FILE_MESSAGES.typeRegexMismatch);
    const noDestination = await stack.gql('superadmin', CREATE_TYPE, {
      input: { fileId: String(file.id), regex: 'AET_CLAIMS_\\d{8}\\.txt$', destinationIds: [] },
    });
    expect(errorCode(noDestination)).toBe('BAD_USER_INPUT');
    expect(errorMessage(noDestination)).toBe(FILE_MESSAGES.destinationRequired);
    expect(await snapshot()).toEqual(before);
  });

  it('creates a type from a categorised file: its source and category, the destinations, and every file of them it matches', async () => {
    const [file] = await q<{ id: number; source_id: number; category_id: number }>(
      `SELECT id, source_id, category_id FROM files WHERE category_id IS NOT NULL AND file_type_id IS NULL AND name LIKE 'AET_CLAIMS_%' ORDER BY id DESC LIMIT 1`,
    );
    const untyped = await q<{ id: number }>(`SELECT id FROM files WHERE source_id = $1 AND category_id = $2 AND file_type_id IS NULL`, [
      file.source_id,
      file.category_id,
    ]);
    const result = dataOf(
      await stack.gql('superadmin', CREATE_TYPE, {
        input: { fileId: String(file.id), regex: 'AET_CLAIMS_\\d{8}\\.txt$', destinationIds: ['8', '9'] },
      }),
    ).createFileType;
    expect(result.type).toMatchObject({ source: { id: String(file.source_id) }, category: { id: String(file.category_id) } });
    expect(result.type.destinations.map((d) => d.name)).toEqual(['Data Warehouse', 'EHR Import']);
    expect(result.files).toHaveLength(untyped.length);
    expect(result.files.every((f) => f.type!.id === result.type.id)).toBe(true);
    const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM files WHERE file_type_id = $1', [result.type.id]);
    expect(n).toBe(untyped.length);

    const edited = dataOf(
      await stack.gql('superadmin', UPDATE_TYPE, {
        id: result.type.id,
        input: {
          regex: 'AET_CLAIMS_2\\d{7}\\.txt$',
          sourceId: String(file.source_id),
          categoryId: String(file.category_id),
          destinationIds: ['9'],
        },
      }),
    ).updateFileType;
    expect(edited).toMatchObject({
      id: result.type.id,
      regex: 'AET_CLAIMS_2\\d{7}\\.txt$',
      destinations: [{ id: '9', name: 'EHR Import' }],
    });
    const bad = await stack.gql('superadmin', UPDATE_TYPE, {
      id: result.type.id,
      input: { regex: 'AET', sourceId: String(file.source_id), categoryId: String(file.category_id), destinationIds: ['9'] },
    });
    expect(errorMessage(bad)).toBe(FILE_MESSAGES.typeRegexMismatch);
  });

  it('edits a category pattern', async () => {
    const [pattern] = await q<{ id: number; source_id: number }>(`SELECT id, source_id FROM file_category_patterns ORDER BY id LIMIT 1`);
    const edited = dataOf(
      await stack.gql('superadmin', UPDATE_PATTERN, {
        id: String(pattern.id),
        input: { regex: '^HUM_ELIG_\\d{8}\\.(csv|txt)$', categoryId: '2', sourceId: String(pattern.source_id) },
      }),
    ).updateCategoryPattern;
    expect(edited).toEqual({
      id: String(pattern.id),
      regex: '^HUM_ELIG_\\d{8}\\.(csv|txt)$',
      category: { id: '2' },
      source: { id: String(pattern.source_id) },
    });
    const adhoc = await stack.gql('superadmin', UPDATE_PATTERN, {
      id: String(pattern.id),
      input: { regex: '^HUM_ELIG', categoryId: '1', sourceId: '1' },
    });
    expect(errorMessage(adhoc)).toBe(FILE_MESSAGES.adhocNeedsNoRegex);
  });
});

describe('sources', () => {
  it('adds a source with a payer (dataMgmt) in its own folder, and edits it (admin and dataMgmt)', async () => {
    const added = dataOf(
      await stack.gql('datamanager', ADD_SOURCE, { input: { name: 'Molina Supplemental', payerId: '7', displayOnDashboard: true } }),
    ).addFileSource;
    expect(added).toMatchObject({
      name: 'Molina Supplemental',
      payer: { id: '7', name: 'Molina' },
      displayOnDashboard: true,
      viewerCan: { edit: { allowed: false } },
    });
    expect(added.storageFolder).toBe(`molina-supplemental-${added.id}`);
    expect(dataOf(await stack.gql('staff', SOURCES)).fileDashboardSources.map((s) => s.id)).toContain(added.id);

    const noName = await stack.gql('datamanager', ADD_SOURCE, { input: { name: '  ', displayOnDashboard: false } });
    expect(errorCode(noName)).toBe('BAD_USER_INPUT');
    expect(errorMessage(noName)).toBe(FILE_MESSAGES.sourceName);

    const edited = dataOf(
      await stack.gql('superadmin', UPDATE_SOURCE, {
        id: added.id,
        input: { name: 'Molina Extra', payerId: '7', displayOnDashboard: false },
      }),
    ).updateFileSource;
    expect(edited).toEqual({
      id: added.id,
      name: 'Molina Extra',
      payer: { id: '7' },
      displayOnDashboard: false,
      storageFolder: added.storageFolder,
    });
    expect(dataOf(await stack.gql('staff', SOURCES)).fileDashboardSources.map((s) => s.id)).not.toContain(added.id);
  });
});

describe('sending and downloading a file', () => {
  it("copies the file into the destination's folder on disk, records the job, and lists the copy in the destination", async () => {
    const [file] = await q<{ id: number; name: string; storage_path: string }>(
      `SELECT f.id, f.name, f.storage_path FROM files f JOIN file_sources s ON s.id = f.source_id
       WHERE s.name = 'Lab Results Vendor' AND f.errored_bucket IS NULL ORDER BY f.file_date DESC LIMIT 1`,
    );
    const [warehouse] = await q<{ id: number; storage_folder: string }>(
      `SELECT id, storage_folder FROM file_sources WHERE name = 'Data Warehouse'`,
    );
    const target = stack.sandbox.fileStore.pathOf(`sources/${warehouse.storage_folder}/${file.name}`);
    await expect(readFile(target)).rejects.toThrow();

    const sent = dataOf(
      await stack.gql('datamanager', SEND, { fileId: String(file.id), destinationId: String(warehouse.id) }),
    ).sendFileToSource;
    expect(sent.job).toMatchObject({
      action: 'Send',
      destination: { id: String(warehouse.id), name: 'Data Warehouse' },
      status: 'Completed',
    });
    expect(sent.file.jobs[0]).toMatchObject({ id: sent.job.id, action: 'Send' });
    expect(sent.delivered).toMatchObject({
      name: file.name,
      source: { id: String(warehouse.id) },
      storageLocation: `sources/${warehouse.storage_folder}/${file.name}`,
    });

    const original = await readFile(stack.sandbox.fileStore.pathOf(file.storage_path));
    expect(await readFile(target)).toEqual(original);
    const jobs = await q<{ action: string; destination_source_id: number; status: string; employee_id: number }>(
      `SELECT action, destination_source_id, status, employee_id FROM file_jobs WHERE file_id = $1 AND action = 'Send' ORDER BY id DESC LIMIT 1`,
      [file.id],
    );
    expect(jobs[0]).toEqual({ action: 'Send', destination_source_id: warehouse.id, status: 'Completed', employee_id: 2 });
    const inWarehouse = dataOf(await stack.gql('staff', FILES, { sourceId: String(warehouse.id), search: file.name })).files;
    expect(inWarehouse.nodes.map((f) => f.id)).toEqual([sent.delivered.id]);

    // A copy whose bytes are gone cannot be sent on: the job is recorded as failed and nothing is delivered.
    await rm(target);
    const [ehr] = await q<{ id: number; storage_folder: string }>(`SELECT id, storage_folder FROM file_sources WHERE name = 'EHR Import'`);
    const failed = await stack.gql('datamanager', SEND, { fileId: sent.delivered.id, destinationId: String(ehr.id) });
    expect(failed.body.errors).toBeDefined();
    const [failedJob] = await q<{ action: string; status: string; destination_source_id: number }>(
      `SELECT action, status, destination_source_id FROM file_jobs WHERE file_id = $1 ORDER BY id DESC LIMIT 1`,
      [Number(sent.delivered.id)],
    );
    expect(failedJob).toEqual({ action: 'Send', status: 'Failed', destination_source_id: ehr.id });
    await expect(readFile(stack.sandbox.fileStore.pathOf(`sources/${ehr.storage_folder}/${file.name}`))).rejects.toThrow();
  });

  it('streams the bytes on disk to dataMgmt, audited without the content; refused to others', async () => {
    const [file] = await q<{ id: number; name: string; storage_path: string }>(
      `SELECT id, name, storage_path FROM files WHERE seeded ORDER BY id DESC LIMIT 1`,
    );
    const details = dataOf(await stack.gql('datamanager', DETAIL, { id: String(file.id) })).file;
    const requestId = `file-download-${randomUUID()}`;
    const res = await download(stack, 'datamanager', details!.downloadPath, requestId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(file.name);
    const onDisk = await readFile(stack.sandbox.fileStore.pathOf(file.storage_path));
    expect(res.body).toEqual(onDisk);
    expect(details!.size).toBe(onDisk.length);

    const events = await auditEventsOf(stack, requestId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'files.download', uid: 'datamanager', outcome: 'OK' });
    expect(events[0].targets).toEqual(expect.arrayContaining([{ key: 'fileId', value: String(file.id) }]));

    expect((await download(stack, 'staff', details!.downloadPath)).status).toBe(403);
    expect((await download(stack, null, details!.downloadPath)).status).toBe(401);
  });
});

describe('refused without the right, with nothing changed', () => {
  it('refuses every mutation to staff, and the admin-and-dataMgmt ones to a dataMgmt-only user', async () => {
    const file = await uncategorizedFile('WCR_ROSTER_%');
    const [categorised] = await q<{ id: number; source_id: number; category_id: number; name: string }>(
      `SELECT id, source_id, category_id, name FROM files WHERE category_id IS NOT NULL AND file_type_id IS NULL AND errored_bucket IS NULL AND name LIKE 'CIG_CLAIMS_%' ORDER BY id DESC LIMIT 1`,
    );
    const [type] = await q<{ id: number; source_id: number; category_id: number }>(
      'SELECT id, source_id, category_id FROM file_types ORDER BY id LIMIT 1',
    );
    const [pattern] = await q<{ id: number }>('SELECT id FROM file_category_patterns ORDER BY id LIMIT 1');
    const calls: Array<[string, (persona: string) => Promise<GqlResponse>, string[]]> = [
      [
        'categorizeFile',
        bound(stack, CATEGORIZE, { input: { fileId: String(file.id), categoryId: '7', regex: '^WCR_ROSTER_' } }),
        ['staff', 'datamanager'],
      ],
      [
        'categorizeFile (adhoc)',
        bound(stack, CATEGORIZE, { input: { fileId: String(file.id), categoryId: '1' } }),
        ['staff', 'datamanager'],
      ],
      [
        'createFileType',
        bound(stack, CREATE_TYPE, { input: { fileId: String(categorised.id), regex: 'CIG_CLAIMS_\\d{8}\\.txt$', destinationIds: ['8'] } }),
        ['staff', 'datamanager'],
      ],
      [
        'updateFileType',
        bound(stack, UPDATE_TYPE, {
          id: String(type.id),
          input: {
            regex: 'CHANGED_\\d+\\.csv$',
            sourceId: String(type.source_id),
            categoryId: String(type.category_id),
            destinationIds: ['9'],
          },
        }),
        ['staff', 'datamanager'],
      ],
      [
        'updateCategoryPattern',
        bound(stack, UPDATE_PATTERN, { id: String(pattern.id), input: { regex: '^CHANGED_', categoryId: '2', sourceId: '1' } }),
        ['staff', 'datamanager'],
      ],
      [
        'updateFileSource',
        bound(stack, UPDATE_SOURCE, { id: '1', input: { name: 'Renamed', displayOnDashboard: false } }),
        ['staff', 'datamanager'],
      ],
      ['addFileSource', bound(stack, ADD_SOURCE, { input: { name: 'Not Added', displayOnDashboard: true } }), ['staff', 'nhmanager']],
      ['sendFileToSource', bound(stack, SEND, { fileId: String(categorised.id), destinationId: '8' }), ['staff', 'deattmanager']],
    ];
    const before = await snapshot();
    for (const [name, send, personas] of calls) {
      for (const persona of personas) {
        const res = await send(persona);
        expect(errorCode(res), `${name} as ${persona}`).toBe('FORBIDDEN');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the Care API refuses them itself, and the file is not copied', async () => {
    const care = async (persona: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${stack.sandboxUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { authorization: `Bearer ${await stack.token(persona)}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.status;
    };
    const file = await uncategorizedFile('HUM_GAPS_%');
    const before = await snapshot();
    expect(await care('datamanager', 'POST', `/api/Files/CategorizeFile?fileID=${file.id}&categoryID=1`, {})).toBe(403);
    expect(await care('staff', 'POST', `/api/Files/${file.id}/SendFileToSource`, { destinationId: 8 })).toBe(403);
    expect(await care('staff', 'GET', `/api/Files/${file.id}/Download`)).toBe(403);
    expect(await care('staff', 'POST', '/api/Files/Sources', { name: 'Nope' })).toBe(403);
    expect(await care('datamanager', 'PUT', '/api/Files/Sources', { id: 1, name: 'Nope', displayOnDashboard: false })).toBe(403);
    expect(
      await care('datamanager', 'PUT', '/api/Files/Types', {
        id: 1,
        regex: 'ABCDE\\.csv',
        sourceId: 1,
        categoryId: 2,
        destinationIds: [8],
      }),
    ).toBe(403);
    // The rule holds on the Care API too: a pattern that does not match the name is a 422.
    expect(await care('superadmin', 'POST', `/api/Files/CategorizeFile?fileID=${file.id}&categoryID=6`, { regex: 'NOT_THIS_FILE' })).toBe(
      422,
    );
    expect(await snapshot()).toEqual(before);
  });
});

/**
 * The File Dashboard's data: sources (the seeded payers' feeds and a few internal systems),
 * categories, category patterns, file types with their destinations, and about four hundred
 * received files over the last four months with their job history.
 *
 * - Each payer source sends a weekly eligibility file and a weekly claims file; some also send
 *   roster changes and care-gap files, for which no category pattern exists, so those stay
 *   uncategorised (well over 99 of them, so the dashboard's badge reads '99+'), with a few
 *   manual uploads.
 * - A file's category and type are what the seeded patterns and types decide, through the same
 *   shared matching rules the Care API applies later.
 * - A few dozen files lie in one of two error folders (buckets).
 * - The bytes are small synthetic CSV or text records (no person's data), made from the file's id
 *   and name (seededFileContent); the Care API's file store writes them to disk when it lacks them,
 *   so a database copied or seeded earlier still has its files.
 */
import { filePatternMatches } from '@luminate/schema/rules';
import type { Queryable } from '../db/index.ts';
import { Prng } from './prng.ts';

export const ERROR_BUCKETS = ['inbound-errors', 'validation-errors'] as const;

interface SourceSeed {
  id: number;
  name: string;
  payerId: number | null;
  displayOnDashboard: boolean;
  folder: string;
  /** File-name prefix of the source's feeds. */
  code: string;
}

const SOURCES: readonly SourceSeed[] = [
  { id: 1, name: 'Humana', payerId: 1, displayOnDashboard: true, folder: 'humana', code: 'HUM' },
  { id: 2, name: 'Aetna Medicare', payerId: 2, displayOnDashboard: true, folder: 'aetna-medicare', code: 'AET' },
  { id: 3, name: 'UnitedHealthcare', payerId: 3, displayOnDashboard: true, folder: 'unitedhealthcare', code: 'UHC' },
  { id: 4, name: 'Cigna', payerId: 4, displayOnDashboard: false, folder: 'cigna', code: 'CIG' },
  { id: 5, name: 'WellCare', payerId: 5, displayOnDashboard: true, folder: 'wellcare', code: 'WCR' },
  { id: 6, name: 'Lab Results Vendor', payerId: null, displayOnDashboard: true, folder: 'lab-results', code: 'LAB' },
  { id: 7, name: 'Pharmacy Benefit Manager', payerId: null, displayOnDashboard: false, folder: 'pharmacy', code: 'RX' },
  { id: 8, name: 'Data Warehouse', payerId: null, displayOnDashboard: false, folder: 'data-warehouse', code: 'DW' },
  { id: 9, name: 'EHR Import', payerId: null, displayOnDashboard: false, folder: 'ehr-import', code: 'EHR' },
];

const CATEGORIES: ReadonlyArray<[number, string, string]> = [
  [1, 'Adhoc', 'One-off files handled by hand; no pattern needed'],
  [2, 'Eligibility', "A payer's roster of eligible members"],
  [3, 'Claims', 'Paid claims'],
  [4, 'Pharmacy', 'Prescription fills'],
  [5, 'Lab Results', 'Laboratory results'],
  [6, 'Care Gaps', 'Quality measure gaps'],
  [7, 'Roster Changes', 'Adds and terms between eligibility files'],
];

const DATA_WAREHOUSE = 8;
const EHR_IMPORT = 9;
const PAYER_SOURCE_IDS = [1, 2, 3, 4, 5];

/** What a seeded file's content looks like, by family. */
type Family = 'ELIG' | 'CLAIMS' | 'ROSTER' | 'GAPS' | 'LAB' | 'RX' | 'MANUAL';

interface FileSeed {
  id: number;
  name: string;
  source_id: number;
  category_id: number | null;
  file_type_id: number | null;
  file_date: string;
  storage_path: string;
  errored_bucket: string | null;
  size_bytes: number;
  seeded: boolean;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '');

/** Where a source's file lies in the store: its folder, or an error bucket's copy of it. */
export const sourceFilePath = (folder: string, name: string) => `sources/${folder}/${name}`;
export const erroredFilePath = (bucket: string, folder: string, name: string) => `errors/${bucket}/${folder}/${name}`;

const HEADERS: Record<Family, string> = {
  ELIG: 'record_key,plan_code,coverage_start,coverage_end,status',
  CLAIMS: 'claim_key,service_date,place_of_service,paid_amount',
  ROSTER: 'record_key,change,effective_date',
  GAPS: 'record_key,measure,gap_status',
  LAB: 'order_key,test_code,result_value,units',
  RX: 'fill_key|ndc|days_supply|quantity',
  MANUAL: 'row,value',
};

const familyOf = (name: string): Family => {
  if (/_ELIG_/.test(name)) return 'ELIG';
  if (/_CLAIMS_/.test(name)) return 'CLAIMS';
  if (/_ROSTER_/.test(name)) return 'ROSTER';
  if (/_GAPS_/.test(name)) return 'GAPS';
  if (/^LAB_/.test(name)) return 'LAB';
  if (/^RX_/.test(name)) return 'RX';
  return 'MANUAL';
};

/**
 * The bytes of a seeded file: a header and 5 to 40 synthetic records (keys are random tokens,
 * never a member's or a person's data), the same for the same id and name on every run.
 */
export function seededFileContent(id: number, name: string): Buffer {
  const rnd = new Prng(`file:${id}:${name}`);
  const family = familyOf(name);
  const lines = [HEADERS[family]];
  const rows = rnd.int(5, 40);
  for (let i = 1; i <= rows; i++) {
    const key = `K${rnd.digits(9)}`;
    const day = `2026-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`;
    switch (family) {
      case 'ELIG':
        lines.push(`${key},P${rnd.digits(3)},${day},,${rnd.pick(['A', 'A', 'A', 'T'])}`);
        break;
      case 'CLAIMS':
        lines.push(`${key},${day},${rnd.pick(['11', '12', '21', '23'])},${(rnd.int(2000, 900000) / 100).toFixed(2)}`);
        break;
      case 'ROSTER':
        lines.push(`${key},${rnd.pick(['ADD', 'TERM', 'CHANGE'])},${day}`);
        break;
      case 'GAPS':
        lines.push(`${key},${rnd.pick(['CBP', 'CDC', 'BCS', 'COL', 'SPD'])},${rnd.pick(['OPEN', 'CLOSED'])}`);
        break;
      case 'LAB':
        lines.push(
          `${key},${rnd.pick(['A1C', 'LDL', 'EGFR'])},${(rnd.int(40, 1400) / 10).toFixed(1)},${rnd.pick(['%', 'mg/dL', 'mL/min'])}`,
        );
        break;
      case 'RX':
        lines.push(`${key}|${rnd.digits(11)}|${rnd.pick([30, 60, 90])}|${rnd.int(10, 180)}`);
        break;
      default:
        lines.push(`${i},${rnd.int(1, 1000)}`);
    }
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function isFileDataSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM file_sources LIMIT 1`);
  return rows.length > 0;
}

export async function seedFiles(tx: Queryable, now = new Date()): Promise<Record<string, number>> {
  const rnd = new Prng('files');
  const { rows: payers } = await tx.query<{ id: number }>(`SELECT id FROM payers`);
  const payerIds = new Set(payers.map((p) => p.id));
  const sources = SOURCES.map((s) => ({ ...s, payerId: s.payerId !== null && payerIds.has(s.payerId) ? s.payerId : null }));

  // Patterns: every source's eligibility and claims feeds, the lab and pharmacy feeds. Roster
  // changes and care gaps have none: those files wait to be categorised.
  const patterns: Array<{ id: number; regex: string; category_id: number; source_id: number }> = [];
  const types: Array<{ id: number; regex: string; source_id: number; category_id: number; destinations: number[] }> = [];
  for (const s of sources.filter((x) => PAYER_SOURCE_IDS.includes(x.id))) {
    patterns.push({ id: patterns.length + 1, regex: `^${s.code}_ELIG_\\d{8}\\.csv$`, category_id: 2, source_id: s.id });
    patterns.push({ id: patterns.length + 1, regex: `^${s.code}_CLAIMS_\\d{8}\\.txt$`, category_id: 3, source_id: s.id });
    types.push({
      id: types.length + 1,
      regex: `${s.code}_ELIG_\\d{8}\\.csv$`,
      source_id: s.id,
      category_id: 2,
      destinations: [DATA_WAREHOUSE, EHR_IMPORT],
    });
    // Claims are typed for some payers only, so some categorised files have no type yet.
    if (s.id % 2 === 1) {
      types.push({
        id: types.length + 1,
        regex: `${s.code}_CLAIMS_\\d{8}\\.txt$`,
        source_id: s.id,
        category_id: 3,
        destinations: [DATA_WAREHOUSE],
      });
    }
  }
  patterns.push({ id: patterns.length + 1, regex: '^LAB_RESULTS_\\d{8}\\.csv$', category_id: 5, source_id: 6 });
  patterns.push({ id: patterns.length + 1, regex: '^RX_FILLS_\\d{8}\\.txt$', category_id: 4, source_id: 7 });
  types.push({ id: types.length + 1, regex: 'LAB_RESULTS_\\d{8}\\.csv$', source_id: 6, category_id: 5, destinations: [EHR_IMPORT] });

  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const daysAgo = (days: number, hour: number) => new Date(today.getTime() - days * 86_400_000 + hour * 3_600_000);

  const named: Array<{ name: string; sourceId: number; date: Date }> = [];
  const WEEKS = 17;
  for (const s of sources.filter((x) => PAYER_SOURCE_IDS.includes(x.id))) {
    const weekday = s.id % 5;
    for (let w = 0; w < WEEKS; w++) {
      const day = daysAgo(w * 7 + weekday + 1, 0);
      named.push({ name: `${s.code}_ELIG_${ymd(day)}.csv`, sourceId: s.id, date: daysAgo(w * 7 + weekday + 1, rnd.int(1, 6)) });
      named.push({ name: `${s.code}_CLAIMS_${ymd(day)}.txt`, sourceId: s.id, date: daysAgo(w * 7 + weekday + 1, rnd.int(7, 12)) });
      if (s.id !== 4)
        named.push({ name: `${s.code}_ROSTER_${ymd(day)}.csv`, sourceId: s.id, date: daysAgo(w * 7 + weekday + 1, rnd.int(13, 18)) });
      if (w % 4 === 0) named.push({ name: `${s.code}_GAPS_${ymd(day)}.csv`, sourceId: s.id, date: daysAgo(w * 7 + weekday + 1, 20) });
    }
  }
  for (let w = 0; w < WEEKS; w++) {
    const lab = daysAgo(w * 7 + 2, 0);
    named.push({ name: `LAB_RESULTS_${ymd(lab)}.csv`, sourceId: 6, date: daysAgo(w * 7 + 2, rnd.int(1, 12)) });
    const rx = daysAgo(w * 7 + 4, 0);
    named.push({ name: `RX_FILLS_${ymd(rx)}.txt`, sourceId: 7, date: daysAgo(w * 7 + 4, rnd.int(1, 12)) });
  }
  for (let i = 1; i <= 12; i++) {
    const sourceId = rnd.pick([1, 2, 3, 5, 6]);
    const day = rnd.int(1, WEEKS * 7);
    named.push({ name: `manual_upload_${String(i).padStart(3, '0')}.csv`, sourceId, date: daysAgo(day, rnd.int(8, 17)) });
  }
  // Oldest first, so ids grow with the received date.
  named.sort((a, b) => a.date.getTime() - b.date.getTime() || a.name.localeCompare(b.name));

  const sourceById = new Map(sources.map((s) => [s.id, s]));
  const files: FileSeed[] = [];
  const jobs: Array<{ file_id: number; action: string; destination_source_id: number | null; job_dt: string; status: string }> = [];
  named.forEach((f, index) => {
    const id = index + 1;
    const source = sourceById.get(f.sourceId) as SourceSeed;
    const pattern = patterns.find((p) => p.source_id === f.sourceId && filePatternMatches(p.regex, f.name));
    const category = pattern?.category_id ?? null;
    const type =
      category === null
        ? undefined
        : types.find((t) => t.source_id === f.sourceId && t.category_id === category && filePatternMatches(t.regex, f.name));
    // About one file in sixteen failed its checks and lies in an error folder.
    const bucket = rnd.chance(1 / 16) ? rnd.pick(ERROR_BUCKETS) : null;
    const path = bucket ? erroredFilePath(bucket, source.folder, f.name) : sourceFilePath(source.folder, f.name);
    files.push({
      id,
      name: f.name,
      source_id: f.sourceId,
      category_id: category,
      file_type_id: type?.id ?? null,
      file_date: f.date.toISOString(),
      storage_path: path,
      errored_bucket: bucket,
      size_bytes: seededFileContent(id, f.name).length,
      seeded: true,
    });
    jobs.push({
      file_id: id,
      action: 'Received',
      destination_source_id: null,
      job_dt: f.date.toISOString(),
      status: bucket ? 'Failed' : 'Completed',
    });
    if (category !== null) {
      jobs.push({
        file_id: id,
        action: 'Categorize',
        destination_source_id: null,
        job_dt: new Date(f.date.getTime() + 60_000).toISOString(),
        status: 'Completed',
      });
    }
    // Typed files that arrived cleanly were delivered to their type's destinations.
    if (type && !bucket) {
      for (const destination of type.destinations) {
        jobs.push({
          file_id: id,
          action: 'Send',
          destination_source_id: destination,
          job_dt: new Date(f.date.getTime() + 300_000).toISOString(),
          status: 'Completed',
        });
      }
    }
  });

  const json = (rows: object[]) => JSON.stringify(rows);
  await tx.query(
    `INSERT INTO file_sources (id, name, payer_id, display_on_dashboard, storage_folder)
     SELECT id, name, "payerId", "displayOnDashboard", folder
     FROM json_to_recordset($1::json) AS x(id int, name text, "payerId" int, "displayOnDashboard" boolean, folder text)`,
    [json(sources)],
  );
  await tx.query(
    `INSERT INTO file_categories (id, name, description) SELECT * FROM json_to_recordset($1::json) AS x(id int, name text, description text)`,
    [json(CATEGORIES.map(([id, name, description]) => ({ id, name, description })))],
  );
  await tx.query(
    `INSERT INTO file_category_patterns (id, regex, category_id, source_id, created_dt)
     SELECT id, regex, category_id, source_id, $2::timestamptz FROM json_to_recordset($1::json) AS x(id int, regex text, category_id int, source_id int)`,
    [json(patterns), daysAgo(WEEKS * 7 + 30, 0).toISOString()],
  );
  await tx.query(
    `INSERT INTO file_types (id, regex, source_id, category_id) SELECT id, regex, source_id, category_id FROM json_to_recordset($1::json) AS x(id int, regex text, source_id int, category_id int)`,
    [json(types)],
  );
  await tx.query(
    `INSERT INTO file_type_destinations (file_type_id, source_id) SELECT * FROM json_to_recordset($1::json) AS x(file_type_id int, source_id int)`,
    [json(types.flatMap((t) => t.destinations.map((d) => ({ file_type_id: t.id, source_id: d }))))],
  );
  await tx.query(`INSERT INTO files SELECT * FROM json_populate_recordset(NULL::files, $1::json)`, [json(files)]);
  await tx.query(
    `INSERT INTO file_jobs (file_id, action, destination_source_id, job_dt, status)
     SELECT file_id, action, destination_source_id, job_dt, status
     FROM json_to_recordset($1::json) AS x(file_id int, action text, destination_source_id int, job_dt timestamptz, status text)`,
    [json(jobs)],
  );
  // Explicit ids were inserted; later inserts continue after them.
  for (const table of ['file_sources', 'file_categories', 'file_category_patterns', 'file_types', 'files']) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  return {
    fileSources: sources.length,
    files: files.length,
    uncategorizedFiles: files.filter((f) => f.category_id === null).length,
    erroredFiles: files.filter((f) => f.errored_bucket !== null).length,
    fileJobs: jobs.length,
  };
}

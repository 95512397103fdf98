/**
 * Deterministic synthetic data for the sandbox. Runs once, when the database is empty, in one
 * transaction (a crash mid-seed leaves an empty database that seeds again on the next start).
 * `scale` multiplies the volumes: 1 ≈ 12 markets, 300 offices, 1,500 employees, 50,000 members.
 */
import { ASSIGNMENT_TYPES } from '@luminate/schema/constants';
import type { Db, Queryable } from '../db/index.ts';
import { hashPassword } from '../idp/passwords.ts';
import { buildMarketPlans, buildMembers } from './members.ts';
import { buildOffices } from './offices.ts';
import { PERSONA_LIST, PERSONA_PASSWORD } from './personas.ts';
import { COHORTS, MARKETS, PAYERS, PLANS, RISK_TYPES, STATES, TERM_REASONS } from './reference-data.ts';
import { buildStaff } from './staff.ts';
import { isCampaignDataSeeded, seedCampaigns } from './campaigns.ts';
import { isApprovalDataSeeded, seedApprovals } from './approvals/index.ts';
import { isMemberRecordDataSeeded, seedMemberRecords } from './member-record.ts';
import { isNeighborhoodDataSeeded, seedNeighborhoods } from './neighborhoods.ts';
import { isHospitalDataSeeded, seedHospitals } from './hospitals.ts';
import { isReferenceRecordDataSeeded, seedReferenceRecords } from './reference-records.ts';
import { isClinicianAssignmentDataSeeded, seedClinicianAssignments } from './market-assignments.ts';
import { isGazetteerSeeded, seedGazetteer } from './gazetteer.ts';
import { isLookupDataSeeded, seedLookups } from './lookups.ts';
import { isMetricsDataSeeded, seedMetrics } from './metrics.ts';
import { isAvailabilityDataSeeded, seedAvailability } from './availability.ts';
import { isFileDataSeeded, seedFiles } from './files.ts';
import { isMedicalRecordDataSeeded, seedMedicalRecords } from './medical-records.ts';
import { buildUsers } from './users.ts';
import { Prng } from './prng.ts';
import { STREET_NAMES } from './names.ts';

export interface SeedResult {
  seeded: boolean;
  ms: number;
  counts: Record<string, number>;
}

export async function isSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM markets');
  return rows[0].n > 0;
}

export async function seedIfEmpty(db: Db, opts: { scale?: number } = {}): Promise<SeedResult> {
  const started = performance.now();
  if (await isSeeded(db)) {
    // A database seeded before the outreach or approval tables existed gets just their data.
    const counts: Record<string, number> = {};
    if (!(await isCampaignDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedCampaigns(tx)));
    if (!(await isApprovalDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedApprovals(tx)));
    if (!(await isMemberRecordDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedMemberRecords(tx)));
    if (!(await isNeighborhoodDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedNeighborhoods(tx)));
    if (!(await isHospitalDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedHospitals(tx)));
    if (!(await isReferenceRecordDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedReferenceRecords(tx)));
    if (!(await isClinicianAssignmentDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedClinicianAssignments(tx)));
    if (!(await isGazetteerSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedGazetteer(tx)));
    if (!(await isLookupDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedLookups(tx)));
    if (!(await isMetricsDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedMetrics(tx)));
    if (!(await isAvailabilityDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedAvailability(tx)));
    if (!(await isFileDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedFiles(tx)));
    if (!(await isMedicalRecordDataSeeded(db))) Object.assign(counts, await db.transaction((tx) => seedMedicalRecords(tx)));
    if (Object.keys(counts).length === 0) return { seeded: false, ms: 0, counts };
    return { seeded: true, ms: Math.round(performance.now() - started), counts };
  }
  const counts = await seed(db, opts.scale ?? 1);
  // Fresh statistics, so the planner sizes the dashboards' joins by the rows just written.
  await db.exec('ANALYZE');
  return { seeded: true, ms: Math.round(performance.now() - started), counts };
}

/** Inserts rows through one JSON parameter per batch: fast on both engines, no parameter limit. */
async function insertRows(tx: Queryable, table: string, rows: object[], batchSize = 5000): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await tx.query(`INSERT INTO ${table} SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`, [
      JSON.stringify(rows.slice(i, i + batchSize)),
    ]);
  }
}

async function seed(db: Db, scale: number): Promise<Record<string, number>> {
  if (!(scale > 0)) throw new Error('Seed scale must be positive');
  const layout = buildOffices(scale);
  const staff = buildStaff(layout, PERSONA_LIST, scale);
  const personaHashes = new Map(await Promise.all(PERSONA_LIST.map(async (p) => [p.username, await hashPassword(p.password)] as const)));
  const users = buildUsers(PERSONA_LIST, staff.employees, { persona: personaHashes, shared: await hashPassword(PERSONA_PASSWORD) });
  const marketPlans = buildMarketPlans(MARKETS.map((m) => m.id));
  const memberCount = Math.round(50_000 * scale);
  let campaignCounts: Record<string, number> = {};
  let approvalCounts: Record<string, number> = {};
  let memberRecordCounts: Record<string, number> = {};
  let neighborhoodCounts: Record<string, number> = {};
  let hospitalCounts: Record<string, number> = {};
  let referenceRecordCounts: Record<string, number> = {};
  let clinicianAssignmentCounts: Record<string, number> = {};
  let gazetteerCounts: Record<string, number> = {};
  let lookupCounts: Record<string, number> = {};
  let metricsCounts: Record<string, number> = {};
  let availabilityCounts: Record<string, number> = {};
  let fileCounts: Record<string, number> = {};
  let medicalRecordCounts: Record<string, number> = {};

  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      'states',
      STATES.map(([abbrev, name, lat, lng, zoom]) => ({ abbrev, name, lat, lng, zoom })),
    );
    const rnd = new Prng('markets');
    await insertRows(
      tx,
      'markets',
      MARKETS.map((m, i) => ({
        id: m.id,
        name: m.name,
        office_prefix: String(i + 1),
        active: m.active,
        address: `${rnd.int(100, 9999)} ${rnd.pick(STREET_NAMES)} Blvd`,
        city: m.city,
        state_abbrev: m.state,
        zip_code: `${m.zip3}${rnd.digits(2)}`,
        phone: `${m.areaCode}555${rnd.digits(4)}`,
        fax_drive_email: `fax-${m.name.toLowerCase().replace(/\W+/g, '-')}@luminate.test`,
        fax_drive_id: `fd-${m.id}`,
        quanta_flo_drive_id: rnd.chance(0.5) ? `qf-${m.id}` : null,
      })),
    );
    await insertRows(
      tx,
      'plans',
      PLANS.map(([id, name]) => ({ id, name })),
    );
    await insertRows(tx, 'market_plans', marketPlans);
    await insertRows(
      tx,
      'payers',
      PAYERS.map(([id, name]) => ({ id, name })),
    );
    await insertRows(
      tx,
      'cohorts',
      COHORTS.map(([id, name]) => ({ id, name })),
    );
    await insertRows(
      tx,
      'term_reasons',
      TERM_REASONS.map(([id, name]) => ({ id, name })),
    );
    await insertRows(
      tx,
      'risk_types',
      RISK_TYPES.map(([id, name]) => ({ id, name })),
    );
    let countyId = 1;
    const counties = [
      ...new Map(MARKETS.flatMap((m) => m.counties.map((c) => [`${m.state}:${c}`, { county: c, state_abbrev: m.state }]))).values(),
    ];
    await insertRows(
      tx,
      'counties',
      counties.map((c) => ({ id: countyId++, ...c })),
    );
    await insertRows(
      tx,
      'assignment_types',
      ASSIGNMENT_TYPES.map((t) => ({ id: t.id, name: t.name, short_name: t.shortName, level: t.level, active: true })),
    );
    await insertRows(tx, 'employees', staff.employees);
    await insertRows(tx, 'offices', layout.offices);
    await insertRows(tx, 'office_nodes', layout.nodes);
    await insertRows(tx, 'market_assignments', staff.assignments);
    await insertRows(tx, 'users', users);
    for (const batch of buildMembers(memberCount, layout, marketPlans)) await insertRows(tx, 'members', batch);
    // Explicit ids were inserted; later inserts continue after them.
    await tx.query(`SELECT setval(pg_get_serial_sequence('market_assignments', 'id'), (SELECT max(id) FROM market_assignments))`);
    await tx.exec('ANALYZE');
    // After ANALYZE: the campaign seed ranks members with the list queries.
    campaignCounts = await seedCampaigns(tx);
    approvalCounts = await seedApprovals(tx);
    // After the campaign and approval seeds: communications follow the logged calls.
    memberRecordCounts = await seedMemberRecords(tx);
    // Office logs, provider settings and member homes of the offices, staff and members above.
    neighborhoodCounts = await seedNeighborhoods(tx);
    // After the member record seed: facilities are those the hospital census names.
    hospitalCounts = await seedHospitals(tx);
    referenceRecordCounts = await seedReferenceRecords(tx);
    clinicianAssignmentCounts = await seedClinicianAssignments(tx);
    // After the neighborhoods (member locations) and hospitals seeds: their addresses are the gazetteer's.
    gazetteerCounts = await seedGazetteer(tx);
    // After the member records (visits) and the gazetteer: drop-in visits, Cook County, lookup addresses.
    lookupCounts = await seedLookups(tx);
    // After the member records, visits and lookups: social-work visits, tasks, PHQ-9, quality gaps, paid claims.
    metricsCounts = await seedMetrics(tx);
    // After the provider settings and every seeded appointment: the rest of the providers' days.
    availabilityCounts = await seedAvailability(tx);
    // The file store's sources name the payers above.
    fileCounts = await seedFiles(tx);
    // After the appointments and member metrics: the extracts are written from them.
    medicalRecordCounts = await seedMedicalRecords(tx);
  });

  return {
    markets: MARKETS.length,
    offices: layout.offices.length,
    employees: staff.employees.length,
    marketAssignments: staff.assignments.length,
    users: users.length,
    members: memberCount,
    ...campaignCounts,
    ...approvalCounts,
    ...memberRecordCounts,
    ...neighborhoodCounts,
    ...hospitalCounts,
    ...referenceRecordCounts,
    ...clinicianAssignmentCounts,
    ...gazetteerCounts,
    ...lookupCounts,
    ...metricsCounts,
    ...availabilityCounts,
    ...fileCounts,
    ...medicalRecordCounts,
  };
}

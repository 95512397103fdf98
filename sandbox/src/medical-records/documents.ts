/**
 * The files of a medical record extract, written from a member's chart as the sandbox holds it:
 * - the CCD as XML (an HL7 CDA document: demographics, payer, problems, encounters);
 * - the same CCD as a one-page PDF (written by hand: a text page in Helvetica);
 * - one progress note per completed visit (the member's appointments);
 * - the member's file list: every document the record holds for the member, without the documents.
 * Each file sits in the member's folder of the zip, named after the AaneelId.
 */
import type { Queryable } from '../db/index.ts';

export interface ChartProblem {
  code: string;
  name: string;
}

export interface ChartEncounter {
  date: string;
  type: string;
  facility: string | null;
}

export interface ChartVisit {
  id: number;
  /** ISO date-time of the visit. */
  start: string;
  visitType: string;
  clinician: string | null;
}

export interface MemberChart {
  memberId: number;
  aaneelId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dtOfBirth: string;
  gender: 'M' | 'F' | 'U';
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  homePhone: string | null;
  payer: string;
  plan: string | null;
  market: string;
  office: string | null;
  problems: ChartProblem[];
  encounters: ChartEncounter[];
  /** Completed visits, oldest first. */
  visits: ChartVisit[];
}

export interface ExtractKinds {
  ccdXml: boolean;
  ccdPdf: boolean;
  progNote: boolean;
  justAaneel: boolean;
}

export interface ExtractFile {
  /** Path inside the zip: <AaneelId>/<name>. */
  path: string;
  content: string;
}

/** Reads the charts of the given members in a constant number of queries. */
export async function loadCharts(db: Queryable, memberIds: readonly number[]): Promise<Map<number, MemberChart>> {
  const charts = new Map<number, MemberChart>();
  if (memberIds.length === 0) return charts;
  const { rows: members } = await db.query<
    Omit<MemberChart, 'problems' | 'encounters' | 'visits'> & { cancer: boolean; bh: boolean; stratification: string | null }
  >(
    `SELECT m.id AS "memberId", m.aaneel_id AS "aaneelId", m.first_name AS "firstName", m.last_name AS "lastName",
            to_char(m.dt_of_birth, 'YYYY-MM-DD') AS "dtOfBirth", m.gender, m.address1, m.city, m.state, m.zip,
            m.home_phone AS "homePhone", p.name AS payer, pl.name AS plan, mk.name AS market, o.name AS office,
            COALESCE(mm.recent_cancer_indicator, false) AS cancer, COALESCE(mm.recent_bh_indicator, false) AS bh,
            mm.stratification
     FROM members m JOIN payers p ON p.id = m.payer_id JOIN markets mk ON mk.id = m.market_id
     LEFT JOIN plans pl ON pl.id = m.plan_id LEFT JOIN offices o ON o.id = m.office_id
     LEFT JOIN member_metrics mm ON mm.member_id = m.id
     WHERE m.id = ANY($1::int[])`,
    [memberIds],
  );
  for (const { cancer, bh, stratification, ...m } of members) {
    const problems: ChartProblem[] = [];
    // Problems the record carries as indicators (the recent cancer and behavioural health flags).
    if (cancer) problems.push({ code: 'C80.1', name: 'Malignant neoplasm, recent' });
    if (bh) problems.push({ code: 'F99', name: 'Behavioral health condition, recent' });
    if (stratification) problems.push({ code: 'Z71.89', name: `Risk stratification: ${stratification}` });
    charts.set(m.memberId, { ...m, problems, encounters: [], visits: [] });
  }
  const { rows: census } = await db.query<{ memberId: number; date: string; type: string; facility: string | null }>(
    `SELECT member_id AS "memberId", to_char(admission_date, 'YYYY-MM-DD') AS date, wb_type AS type,
            source_hospital_facility_name AS facility
     FROM hospital_census WHERE member_id = ANY($1::int[]) ORDER BY member_id, admission_date, id`,
    [memberIds],
  );
  for (const { memberId, ...e } of census) charts.get(memberId)?.encounters.push(e);
  const { rows: visits } = await db.query<{ memberId: number } & ChartVisit>(
    `SELECT a.member_id AS "memberId", a.id, iso_utc(a.start) AS start, a.visit_type AS "visitType",
            CASE WHEN e.id IS NULL THEN NULL ELSE e.first_name || ' ' || e.last_name END AS clinician
     FROM appointments a LEFT JOIN employees e ON e.id = a.visit_with_id
     WHERE a.member_id = ANY($1::int[]) AND a.appointment_status = 'Completed' ORDER BY a.member_id, a.start, a.id`,
    [memberIds],
  );
  for (const { memberId, ...v } of visits) charts.get(memberId)?.visits.push(v);
  return charts;
}

/** How many files a member's extract holds for the asked kinds. */
export function extractFileCount(kinds: ExtractKinds, completedVisits: number): number {
  return (kinds.ccdXml ? 1 : 0) + (kinds.ccdPdf ? 1 : 0) + (kinds.progNote ? completedVisits : 0) + (kinds.justAaneel ? 1 : 0);
}

/** The member's files for the asked kinds. */
export function extractFiles(chart: MemberChart, kinds: ExtractKinds): ExtractFile[] {
  const folder = chart.aaneelId;
  const files: ExtractFile[] = [];
  if (kinds.ccdXml) files.push({ path: `${folder}/${folder}_CCD.xml`, content: ccdXml(chart) });
  if (kinds.ccdPdf) files.push({ path: `${folder}/${folder}_CCD.pdf`, content: ccdPdf(chart) });
  if (kinds.progNote)
    for (const visit of chart.visits) files.push({ path: `${folder}/${progressNoteName(visit)}`, content: progressNote(chart, visit) });
  if (kinds.justAaneel) files.push({ path: `${folder}/${folder}_FileList.csv`, content: fileList(chart) });
  return files;
}

const progressNoteName = (visit: ChartVisit) => `ProgressNote_${visit.start.slice(0, 10)}_${visit.id}.txt`;

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

const compactDate = (isoDate: string) => isoDate.slice(0, 10).replaceAll('-', '');

const GENDER_NAMES = { M: 'Male', F: 'Female', U: 'Undifferentiated' } as const;

/** The CCD as an HL7 CDA R2 document (continuity of care document template). */
export function ccdXml(chart: MemberChart): string {
  const x = xmlEscape;
  const problems = chart.problems
    .map(
      (p) => `        <entry><observation classCode="OBS" moodCode="EVN">
          <code code="${x(p.code)}" codeSystem="2.16.840.1.113883.6.90" codeSystemName="ICD-10-CM" displayName="${x(p.name)}"/>
        </observation></entry>`,
    )
    .join('\n');
  const encounters = [
    ...chart.encounters.map((e) => ({ date: e.date, type: e.type, where: e.facility ?? '' })),
    ...chart.visits.map((v) => ({ date: v.start.slice(0, 10), type: v.visitType, where: v.clinician ?? '' })),
  ]
    .map(
      (e) => `        <entry><encounter classCode="ENC" moodCode="EVN">
          <code displayName="${x(e.type)}"/><effectiveTime value="${compactDate(e.date)}"/>
          <participant typeCode="LOC"><participantRole><playingEntity><name>${x(e.where)}</name></playingEntity></participantRole></participant>
        </encounter></entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ClinicalDocument xmlns="urn:hl7-org:v3">
  <typeId root="2.16.840.1.113883.1.3" extension="POCD_HD000040"/>
  <templateId root="2.16.840.1.113883.10.20.22.1.2"/>
  <id root="luminate" extension="${x(chart.aaneelId)}"/>
  <code code="34133-9" codeSystem="2.16.840.1.113883.6.1" displayName="Summarization of Episode Note"/>
  <title>Continuity of Care Document</title>
  <recordTarget>
    <patientRole>
      <id extension="${x(chart.aaneelId)}" root="luminate.aaneel"/>
      <addr>
        <streetAddressLine>${x(chart.address1 ?? '')}</streetAddressLine>
        <city>${x(chart.city ?? '')}</city>
        <state>${x(chart.state ?? '')}</state>
        <postalCode>${x(chart.zip ?? '')}</postalCode>
      </addr>
      <telecom value="tel:${x(chart.homePhone ?? '')}"/>
      <patient>
        <name><given>${x(chart.firstName)}</given><family>${x(chart.lastName)}</family></name>
        <administrativeGenderCode code="${chart.gender}" codeSystem="2.16.840.1.113883.5.1" displayName="${GENDER_NAMES[chart.gender]}"/>
        <birthTime value="${compactDate(chart.dtOfBirth)}"/>
      </patient>
    </patientRole>
  </recordTarget>
  <component>
    <structuredBody>
      <component><section>
        <code code="48768-6" codeSystem="2.16.840.1.113883.6.1" displayName="Payers"/>
        <title>Payers</title>
        <text>${x(chart.payer)}${chart.plan ? ` - ${x(chart.plan)}` : ''}</text>
      </section></component>
      <component><section>
        <code code="11450-4" codeSystem="2.16.840.1.113883.6.1" displayName="Problem List"/>
        <title>Problems</title>
${problems}
      </section></component>
      <component><section>
        <code code="46240-8" codeSystem="2.16.840.1.113883.6.1" displayName="Encounters"/>
        <title>Encounters</title>
${encounters}
      </section></component>
    </structuredBody>
  </component>
</ClinicalDocument>
`;
}

/** The CCD's text lines, as the PDF prints them. */
function ccdLines(chart: MemberChart): string[] {
  return [
    'Continuity of Care Document',
    '',
    `Patient: ${chart.firstName} ${chart.lastName}`,
    `AaneelId: ${chart.aaneelId}`,
    `Date of birth: ${chart.dtOfBirth}`,
    `Gender: ${GENDER_NAMES[chart.gender]}`,
    `Address: ${[chart.address1, chart.city, chart.state, chart.zip].filter(Boolean).join(', ')}`,
    `Phone: ${chart.homePhone ?? ''}`,
    `Payer: ${chart.payer}${chart.plan ? ` - ${chart.plan}` : ''}`,
    `Market: ${chart.market}   Neighborhood: ${chart.office ?? ''}`,
    '',
    'Problems',
    ...(chart.problems.length ? chart.problems.map((p) => `  ${p.code}  ${p.name}`) : ['  None recorded']),
    '',
    'Encounters',
    ...chart.encounters.map((e) => `  ${e.date}  ${e.type}  ${e.facility ?? ''}`),
    ...chart.visits.map((v) => `  ${v.start.slice(0, 10)}  ${v.visitType}  ${v.clinician ?? ''}`),
    ...(chart.encounters.length + chart.visits.length === 0 ? ['  None recorded'] : []),
  ];
}

/** Text a PDF literal string may hold: printable ASCII, with \, ( and ) escaped. */
const pdfText = (text: string) =>
  text
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, '\\$&')
    .slice(0, 95);

/** A one-page PDF (1.4) printing `lines` in Helvetica; its cross-reference table holds the real byte offsets. */
export function textPdf(lines: readonly string[]): string {
  const shown = lines.slice(0, 56);
  const stream = ['BT', '/F1 10 Tf', '14 TL', '50 770 Td', ...shown.map((l) => `(${pdfText(l)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

export const ccdPdf = (chart: MemberChart): string => textPdf(ccdLines(chart));

/** A completed visit's progress note. */
export function progressNote(chart: MemberChart, visit: ChartVisit): string {
  return [
    'Progress Note',
    `Patient: ${chart.firstName} ${chart.lastName} (${chart.aaneelId})`,
    `Date of birth: ${chart.dtOfBirth}`,
    `Visit: ${visit.visitType} on ${visit.start.slice(0, 10)}`,
    `Clinician: ${visit.clinician ?? 'Not recorded'}`,
    `Neighborhood: ${chart.office ?? 'Not assigned'}`,
    '',
    `Problems addressed: ${chart.problems.map((p) => p.name).join('; ') || 'None recorded'}`,
    'Status: Visit completed.',
    '',
  ].join('\n');
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Every document the record holds for the member: the CCD, each completed visit's note, each hospital encounter. */
export function fileList(chart: MemberChart): string {
  const rows: string[][] = [
    [`${chart.aaneelId}_CCD.xml`, 'CCD XML', ''],
    [`${chart.aaneelId}_CCD.pdf`, 'CCD PDF', ''],
    ...chart.visits.map((v) => [progressNoteName(v), 'Progress note', v.start.slice(0, 10)]),
    ...chart.encounters.map((e) => [`${e.type} encounter`, 'Hospital census', e.date]),
  ];
  return [['File', 'Kind', 'Date'], ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
}

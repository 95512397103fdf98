/**
 * Medical record requests through the gateway, against the real sandbox: the list, the upload of
 * a workbook of AaneelIds (pending, then processing and finished as the Care API's job runs,
 * driven here one run at a time), the extract zip read back with its checksums verified (each
 * member's CCD XML parsed and checked against the database, the CCD PDF, the progress notes, the file list), bad
 * uploads refused with nothing created, and every route refused to a viewer without med-records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { MEDICAL_RECORD_TEMPLATE } from '@luminate/schema/rules';
import { startStack, type Stack } from '../support/stack.ts';
import { membersWorkbook, postUpload, uploadAnswer, XLSX } from '../support/uploads.ts';
import { sheetOfXlsx } from '../support/workbook.ts';
import { readZip } from '../support/zip.ts';
import { auditEventsOf, careApiRequestsDuring, dataOf, download, errorCode } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

// jsdom ships no types: only its XML parsing is used here.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } };
};

const UPLOAD = '/files/uploads/medical-records';
const LIST = graphql(`
  query MedicalRecordsMedicalRecordRequests {
    medicalRecordRequests {
      id
      requestedBy
      requestedAt
      ccdXml
      ccdPdf
      progNote
      justAaneel
      membersRequested
      filesLoaded
      filesProcessed
      status
      finishedAt
      extractPath
    }
    viewer {
      can {
        requestMedicalRecords {
          allowed
          reason
        }
      }
    }
  }
`);
const ALL_KINDS = { ccdXml: 'true', ccdPdf: 'true', progNote: 'true', justAaneel: 'true' };

interface Member {
  id: number;
  aaneel_id: string;
  first_name: string;
  last_name: string;
  dob: string;
  visits: number;
}

let stack: Stack;
/** Two members with completed visits, one without. */
let members: Member[];

const MEMBER_SELECT = `SELECT m.id, m.aaneel_id, m.first_name, m.last_name, to_char(m.dt_of_birth, 'YYYY-MM-DD') AS dob,
  (SELECT count(*)::int FROM appointments a WHERE a.member_id = m.id AND a.appointment_status = 'Completed') AS visits FROM members m`;

beforeAll(async () => {
  stack = await startStack();
  const withVisits = await stack.db.query<Member>(
    `${MEMBER_SELECT} WHERE EXISTS (SELECT 1 FROM appointments a WHERE a.member_id = m.id AND a.appointment_status = 'Completed')
     ORDER BY m.id LIMIT 2`,
  );
  const without = await stack.db.query<Member>(
    `${MEMBER_SELECT} WHERE NOT EXISTS (SELECT 1 FROM appointments a WHERE a.member_id = m.id AND a.appointment_status = 'Completed')
     ORDER BY m.id DESC LIMIT 1`,
  );
  members = [...withVisits.rows, ...without.rows];
  expect(members).toHaveLength(3);
  expect(members[0].visits).toBeGreaterThan(0);
});
afterAll(async () => {
  await stack?.close();
});

function upload(persona: string | null, query: Record<string, string>, body: Buffer, contentType = XLSX) {
  return postUpload(stack, persona, UPLOAD, query, body, contentType);
}

/** An upload, with the Care API requests it caused and the requests in the database afterwards. */
async function uploadCounting(...args: Parameters<typeof upload>) {
  const before = await requestCount();
  const { result, requests } = await careApiRequestsDuring(stack, () => upload(...args));
  return { ...result, upstream: requests, created: (await requestCount()) - before };
}

async function requestCount(): Promise<number> {
  const { rows } = await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM medical_record_requests');
  return rows[0].n;
}

async function listed(id: string) {
  const { medicalRecordRequests } = dataOf(await stack.gql('medrecords', LIST));
  const found = medicalRecordRequests.find((r) => r.id === id);
  if (!found) throw new Error(`Request ${id} is not listed`);
  return found;
}

describe('medical record requests', () => {
  it('lists the requests with their members and files, in one Care API request', async () => {
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('medrecords', LIST));
    const { medicalRecordRequests, viewer } = dataOf(result);
    expect(requests).toEqual([{ method: 'GET', path: '/api/MedicalRecords/PendingFileRequests' }]);
    expect(viewer.can.requestMedicalRecords).toEqual({ allowed: true, reason: null });

    const { rows } = await stack.db.query<{ id: number; members: number; loaded: number; written: number; finished: boolean }>(
      `SELECT r.id, count(mr.id)::int AS members, COALESCE(sum(mr.files_loaded), 0)::int AS loaded,
              COALESCE(sum(mr.number_files_at_download_location), 0)::int AS written, r.finished_dt IS NOT NULL AS finished
       FROM medical_record_requests r JOIN medical_record_member_requests mr ON mr.request_id = r.id GROUP BY r.id ORDER BY r.id DESC`,
    );
    expect(medicalRecordRequests.map((r) => Number(r.id))).toEqual(rows.map((r) => r.id));
    for (const [i, row] of rows.entries()) {
      const shown = medicalRecordRequests[i];
      expect(shown).toMatchObject({ membersRequested: row.members, filesLoaded: row.loaded, filesProcessed: row.written });
      expect(shown.status).toBe(row.finished ? 'FINISHED' : row.loaded > 0 ? 'PROCESSING' : 'PENDING');
      expect(shown.extractPath).toBe(row.finished ? `/files/medical-records/${row.id}/extract.zip` : null);
    }
    // The seed has finished requests (the superadmin's and the medrecords persona's) and a pending one.
    expect(medicalRecordRequests.some((r) => r.status === 'FINISHED' && r.requestedBy === 'Morgan Records')).toBe(true);
    expect(medicalRecordRequests.some((r) => r.status === 'PENDING')).toBe(true);
  });

  it('serves the member id template: the AaneelId header and no rows', async () => {
    const res = await download(stack, 'medrecords', '/files/templates/medical-records.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(MEDICAL_RECORD_TEMPLATE.fileName);
    const sheet = await sheetOfXlsx(res.body);
    expect(sheet.rowCount).toBe(1);
    expect(sheet.getRow(1).getCell(1).value).toBe('AaneelId');
  });

  it('takes a request, processes it run by run, and the extract holds every member’s files', async () => {
    const ids = members.map((m) => m.aaneel_id);
    // The template's header, the ids (one in lower case, one twice) and a blank row.
    const bytes = await membersWorkbook([['AaneelId'], [ids[0]], [ids[1].toLowerCase()], [], [ids[2]], [ids[0]]]);
    const res = await upload('medrecords', ALL_KINDS, bytes);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      requestedBy: 'Morgan Records',
      ccdXml: true,
      ccdPdf: true,
      progNote: true,
      justAaneel: true,
      membersRequested: 3,
      filesLoaded: 0,
      filesProcessed: 0,
      status: 'PENDING',
      finishedAt: null,
      extractPath: null,
    });
    const id = res.body.id as string;
    expect(await listed(id)).toEqual(res.body);
    const { rows: saved } = await stack.db.query<{ member_id: number }>(
      'SELECT member_id FROM medical_record_member_requests WHERE request_id = $1 ORDER BY id',
      [Number(id)],
    );
    expect(saved.map((r) => r.member_id)).toEqual(members.map((m) => m.id));

    // Not downloadable while pending.
    const early = await download(stack, 'medrecords', `/files/medical-records/${id}/extract.zip`);
    expect(early.status).toBe(422);
    expect(uploadAnswer(early.body.toString()).message).toMatch(/still being processed/);

    // Per member: the CCD XML and PDF, one note per completed visit, the file list.
    const expected = members.map((m) => 3 + m.visits);
    const total = expected.reduce((a, b) => a + b, 0);
    let shown = await listed(id);
    for (let run = 0; run < 20 && shown.status !== 'FINISHED'; run++) {
      await stack.sandbox.medicalRecords.run();
      const next = await listed(id);
      // Files are loaded before they are written, and neither count goes back.
      expect(next.filesProcessed).toBeLessThanOrEqual(next.filesLoaded);
      expect(next.filesLoaded).toBeGreaterThanOrEqual(shown.filesLoaded);
      if (next.status === 'PROCESSING') expect(next.filesLoaded).toBeGreaterThan(0);
      shown = next;
    }
    expect(shown).toMatchObject({
      status: 'FINISHED',
      filesLoaded: total,
      filesProcessed: total,
      extractPath: `/files/medical-records/${id}/extract.zip`,
    });
    expect(Date.parse(shown.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(shown.requestedAt));

    const requestId = `medical-extract-${id}`;
    const zip = await download(stack, 'medrecords', shown.extractPath!, requestId);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain(`MedicalRecords_${id}.zip`);
    const files = readZip(zip.body);
    expect(files.size).toBe(total);

    for (const member of members) {
      const folder = member.aaneel_id;
      const xml = files.get(`${folder}/${folder}_CCD.xml`);
      expect(xml, `${folder} CCD XML`).toBeDefined();
      const doc = new JSDOM(xml!.toString('utf8'), { contentType: 'text/xml' }).window.document;
      expect(doc.querySelector('parsererror')).toBeNull();
      expect(doc.querySelector('patient > name > given')?.textContent).toBe(member.first_name);
      expect(doc.querySelector('patient > name > family')?.textContent).toBe(member.last_name);
      expect(doc.querySelector('patient > birthTime')?.getAttribute('value')).toBe(member.dob.replaceAll('-', ''));
      expect(doc.querySelector('patientRole > id')?.getAttribute('extension')).toBe(member.aaneel_id);

      const pdf = files.get(`${folder}/${folder}_CCD.pdf`)!.toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      // The cross-reference table is where startxref says, and each object where the table says.
      const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
      expect(pdf.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets).toHaveLength(5);
      offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
      expect(pdf).toContain(`(Patient: ${member.first_name} ${member.last_name})`);

      const { rows: visits } = await stack.db.query<{ id: number; day: string }>(
        `SELECT id, to_char(start AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM appointments
         WHERE member_id = $1 AND appointment_status = 'Completed' ORDER BY start, id`,
        [member.id],
      );
      const notes = [...files.keys()].filter((name) => name.startsWith(`${folder}/ProgressNote_`)).sort();
      expect(notes).toEqual(visits.map((v) => `${folder}/ProgressNote_${v.day}_${v.id}.txt`).sort());
      for (const note of notes)
        expect(files.get(note)!.toString()).toContain(`Patient: ${member.first_name} ${member.last_name} (${folder})`);

      const list = files.get(`${folder}/${folder}_FileList.csv`)!.toString().trim().split('\n');
      expect(list[0]).toBe('File,Kind,Date');
      expect(list.filter((line) => line.includes(',Progress note,'))).toHaveLength(member.visits);
    }

    // The download is audited with its member count, never names.
    const events = await auditEventsOf(stack, requestId);
    expect(events).toContainEqual(expect.objectContaining({ action: 'medicalRecords.extract', outcome: 'OK', rows: 3, uid: 'medrecords' }));
  });

  it('extracts only the kinds asked for', async () => {
    const res = await upload(
      'medrecords',
      { ccdXml: 'false', ccdPdf: 'false', progNote: 'false', justAaneel: 'true' },
      await membersWorkbook([[members[0].aaneel_id]]),
    );
    expect(res.status).toBe(201);
    for (let run = 0; run < 10 && (await listed(String(res.body.id))).status !== 'FINISHED'; run++)
      await stack.sandbox.medicalRecords.run();
    const zip = await download(stack, 'medrecords', `/files/medical-records/${res.body.id}/extract.zip`);
    const folder = members[0].aaneel_id;
    expect([...readZip(zip.body).keys()]).toEqual([`${folder}/${folder}_FileList.csv`]);
  });

  it('refuses bad uploads with a clear message and creates nothing', async () => {
    const good = await membersWorkbook([['AaneelId'], [members[0].aaneel_id]]);

    const notXlsx = await uploadCounting('medrecords', ALL_KINDS, Buffer.from(members.map((m) => m.aaneel_id).join('\n')));
    expect(notXlsx.status).toBe(400);
    expect(notXlsx.body).toEqual({ message: 'Please enter a .xlsx file', code: 'BAD_USER_INPUT' });
    expect(notXlsx.upstream).toEqual([]);

    const empty = await uploadCounting('medrecords', ALL_KINDS, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('An uploaded .xlsx file is required');
    expect(empty.upstream).toEqual([]);

    const noKind = await uploadCounting('medrecords', {}, good);
    expect(noKind.status).toBe(400);
    expect(noKind.body.message).toBe('Choose at least one kind of file');
    expect(noKind.upstream).toEqual([]);
    const allFalse = await uploadCounting('medrecords', { ccdXml: 'false', ccdPdf: 'false', progNote: 'false', justAaneel: 'false' }, good);
    expect(allFalse.body.message).toBe('Choose at least one kind of file');

    const unknown = await uploadCounting(
      'medrecords',
      ALL_KINDS,
      await membersWorkbook([['AaneelId'], [members[0].aaneel_id], ['A999999999999'], ['Z1'], [members[1].aaneel_id]]),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ message: '2 member ids are not known: rows 3, 4', code: 'UNPROCESSABLE' });

    const headerOnly = await uploadCounting('medrecords', ALL_KINDS, await membersWorkbook([['AaneelId']]));
    expect(headerOnly.status).toBe(422);
    expect(headerOnly.body.message).toMatch(/lists no AaneelIds/);

    const notIds = await uploadCounting(
      'medrecords',
      ALL_KINDS,
      await membersWorkbook([['AaneelId'], ['Jane Doe'], [members[0].aaneel_id]]),
    );
    expect(notIds.status).toBe(422);
    expect(notIds.body.message).toBe('Not an AaneelId in column A, row 2');

    const tooBig = await uploadCounting('medrecords', ALL_KINDS, Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(tooBig.status).toBe(413);
    expect(tooBig.upstream).toEqual([]);

    expect([notXlsx, empty, noKind, allFalse, unknown, headerOnly, notIds, tooBig].map((r) => r.created)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('refuses the list, the upload, the extract and the template to staff: FORBIDDEN, nothing asked upstream, nothing created', async () => {
    const list = await careApiRequestsDuring(stack, () =>
      stack.gql(
        'staff',
        graphql(`
          query MedicalRecordsMedicalRecordRequests2 {
            medicalRecordRequests {
              id
            }
          }
        `),
      ),
    );
    expect(errorCode(list.result)).toBe('FORBIDDEN');
    expect(list.requests).toEqual([]);
    const { viewer } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query MedicalRecordsViewer {
            viewer {
              can {
                requestMedicalRecords {
                  allowed
                  reason
                }
              }
            }
          }
        `),
      ),
    );
    expect(viewer.can.requestMedicalRecords).toEqual({
      allowed: false,
      reason: 'Only holders of the med-records permission request and download medical records',
    });

    const sent = await uploadCounting('staff', ALL_KINDS, await membersWorkbook([[members[0].aaneel_id]]));
    expect(sent.status).toBe(403);
    expect(sent.body.code).toBe('FORBIDDEN');
    expect(sent.upstream).toEqual([]);
    expect(sent.created).toBe(0);
    expect((await upload(null, ALL_KINDS, await membersWorkbook([[members[0].aaneel_id]]))).status).toBe(401);

    const { rows } = await stack.db.query<{ id: number }>(
      'SELECT id FROM medical_record_requests WHERE finished_dt IS NOT NULL ORDER BY id LIMIT 1',
    );
    for (const path of [`/files/medical-records/${rows[0].id}/extract.zip`, '/files/templates/medical-records.xlsx']) {
      const res = await careApiRequestsDuring(stack, () => download(stack, 'staff', path));
      expect(res.result.status).toBe(403);
      expect(uploadAnswer(res.result.body.toString()).code).toBe('FORBIDDEN');
      expect(res.requests).toEqual([]);
    }
  });

  it('the Care API refuses staff as well', async () => {
    const headers = { authorization: `Bearer ${await stack.token('staff')}` };
    const before = await requestCount();
    expect((await fetch(`${stack.sandboxUrl}/api/MedicalRecords/PendingFileRequests`, { headers })).status).toBe(403);
    const post = await fetch(`${stack.sandboxUrl}/api/MedicalRecords/RequestCCDandProgNotes?ccdXml=true`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(await membersWorkbook([[members[0].aaneel_id]])),
    });
    expect(post.status).toBe(403);
    expect((await fetch(`${stack.sandboxUrl}/api/MedicalRecords/1/Extract`, { headers })).status).toBe(403);
    expect(await requestCount()).toBe(before);
  });
});

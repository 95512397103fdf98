/**
 * How the workflow endpoints answer: each change, DNC log or transfer read back through its
 * OData entity set with every navigation property expanded, so a row has exactly the JSON the
 * dashboards' OData queries give for it and the gateway maps one shape whichever way it read it.
 */
import type { DncLogDto, EligibilityChangeDto, OfficeAssignmentDto } from '@luminate/schema/rest';
import type { Db } from '../db/index.ts';
import type { EntityDef } from '../care-api/odata/entity.ts';
import { queryEntitySet } from '../care-api/odata/handler.ts';
import { DNC_LOGS_ENTITY } from '../care-api/odata/dnc-logs-entity.ts';
import { ELIGIBILITY_CHANGES_ENTITY } from '../care-api/odata/eligibility-changes-entity.ts';
import { OFFICE_ASSIGNMENTS_ENTITY } from '../care-api/odata/office-assignments-entity.ts';

const EXPAND = {
  changes: 'member,termReason,eligibilityChangeLogs',
  dnc: 'member,requestedBy,handledBy',
  transfers: 'member,office,transferedFromOffice,requestedBy',
} as const;

/** Rows of `entity` with these ids (ids are integers we hold, never user text), in the order of `ids`. */
async function byIds<T extends { id: number }>(db: Db, entity: EntityDef, expand: string, ids: readonly number[]): Promise<T[]> {
  if (ids.length === 0) return [];
  const { value } = await queryEntitySet(db, entity, { $filter: `id in (${ids.map((id) => Math.trunc(id)).join(',')})`, $expand: expand });
  const byId = new Map((value as unknown as T[]).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

export const eligibilityChangesById = (db: Db, ids: readonly number[]) =>
  byIds<EligibilityChangeDto>(db, ELIGIBILITY_CHANGES_ENTITY, EXPAND.changes, ids);

/** A member's changes with their logs, newest first. */
export async function eligibilityChangesOfMember(db: Db, memberId: number): Promise<EligibilityChangeDto[]> {
  const { value } = await queryEntitySet(db, ELIGIBILITY_CHANGES_ENTITY, {
    $filter: `memberId eq ${Math.trunc(memberId)}`,
    $orderby: 'dateEntered desc,id desc',
    $expand: EXPAND.changes,
  });
  return value as unknown as EligibilityChangeDto[];
}

export const dncLogsById = (db: Db, ids: readonly number[]) => byIds<DncLogDto>(db, DNC_LOGS_ENTITY, EXPAND.dnc, ids);

export const officeAssignmentsById = (db: Db, ids: readonly number[]) =>
  byIds<OfficeAssignmentDto>(db, OFFICE_ASSIGNMENTS_ENTITY, EXPAND.transfers, ids);

/** A member's transfers, newest first. */
export async function officeAssignmentsOfMember(db: Db, memberId: number): Promise<OfficeAssignmentDto[]> {
  const { value } = await queryEntitySet(db, OFFICE_ASSIGNMENTS_ENTITY, {
    $filter: `memberId eq ${Math.trunc(memberId)}`,
    $orderby: 'requestedDt desc,id desc',
    $expand: EXPAND.transfers,
  });
  return value as unknown as OfficeAssignmentDto[];
}

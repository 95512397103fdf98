import { ASSIGNMENT_TYPES, AssignmentType } from '@luminate/schema/constants';
import { Prng } from './prng.ts';
import { FIRST_NAMES_F, FIRST_NAMES_M, LAST_NAMES, PROVIDER_TITLES } from './names.ts';
import type { OfficeLayout, OfficeRow } from './offices.ts';
import type { Persona } from './personas.ts';

export interface EmployeeRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  title: string | null;
  npi: string | null;
  archived: boolean;
}

export interface AssignmentRow {
  id: number;
  office_id: number;
  assignment_type_id: number;
  employee_id: number;
  active_dt: string;
  inactive_dt: string | null;
}

interface Slot {
  office: OfficeRow;
  marketId: number;
  typeId: number;
  employeeId?: number;
}

const FIRST_GENERATED_EMPLOYEE_ID = 101;
export const EMPLOYEE_EMAIL_DOMAIN = 'staff.luminate.test';

const levelTypes = (level: number) => ASSIGNMENT_TYPES.filter((t) => t.level === level).map((t) => t.id as number);
const MARKET_TYPES = levelTypes(0);
const COMMUNITY_TYPES = levelTypes(1);
const NEIGHBORHOOD_TYPES = levelTypes(2).filter((t) => t !== AssignmentType.APP);
const PHYSICIAN_TYPES = new Set<number>([
  AssignmentType.CMD,
  AssignmentType.COLLAB_PHYSICIAN,
  AssignmentType.DESIGNATED_PHYSICIAN,
  AssignmentType.SMO,
]);
const APP_TYPES = new Set<number>([
  AssignmentType.APP,
  AssignmentType.PRIMARY_APP,
  AssignmentType.SECONDARY_APP,
  AssignmentType.TERTIARY_APP,
  AssignmentType.IAPP,
]);
const TYPE_NAMES = new Map<number, string>(ASSIGNMENT_TYPES.map((t) => [t.id, t.name]));

/**
 * Employees and their market assignments. Every assignment type of ASSIGNMENT_TYPES is held in
 * every market: market-level types at the market's first community office, community types at
 * each community row (…000), the APP type at every neighborhood and the other neighborhood
 * types spread so each appears in each market. Some slots also have a past (inactive) holder.
 */
export function buildStaff(layout: OfficeLayout, personas: Persona[], scale: number) {
  const rnd = new Prng('staff');
  const slots: Slot[] = [];
  for (const { market, communities, neighborhoods } of layout.byMarket.values()) {
    const first = communities[0];
    for (const typeId of MARKET_TYPES) slots.push({ office: first, marketId: market.id, typeId });
    for (const community of communities) {
      for (const typeId of COMMUNITY_TYPES) slots.push({ office: community, marketId: market.id, typeId });
    }
    neighborhoods.forEach((office, index) => {
      slots.push({ office, marketId: market.id, typeId: AssignmentType.APP });
      const forced = NEIGHBORHOOD_TYPES[index % NEIGHBORHOOD_TYPES.length];
      for (const typeId of NEIGHBORHOOD_TYPES) {
        if (typeId === forced || rnd.chance(0.3)) slots.push({ office, marketId: market.id, typeId });
      }
    });
    // Markets with few neighborhoods still hold every neighborhood type.
    for (const typeId of NEIGHBORHOOD_TYPES) {
      if (!slots.some((s) => s.marketId === market.id && s.typeId === typeId) && neighborhoods.length > 0) {
        slots.push({ office: neighborhoods[typeId % neighborhoods.length], marketId: market.id, typeId });
      }
    }
  }

  // Personas take the slot of their assignment (or get a new one when the slot does not exist).
  const officeByName = new Map<string, OfficeRow>();
  for (const entry of layout.byMarket.values()) {
    for (const o of [...entry.communities, ...entry.neighborhoods]) officeByName.set(o.name, o);
  }
  for (const p of personas) {
    for (const a of p.assignments) {
      const office = officeByName.get(a.officeName);
      if (!office) throw new Error(`Persona ${p.username}: office ${a.officeName} is not seeded`);
      const slot = slots.find((s) => s.office.id === office.id && s.typeId === a.assignmentTypeId && s.employeeId === undefined);
      if (slot) slot.employeeId = p.employeeId;
      else slots.push({ office, marketId: office.market_id, typeId: a.assignmentTypeId, employeeId: p.employeeId });
    }
  }

  const employees: EmployeeRow[] = personas.map((p) => {
    const [first, ...rest] = p.displayName.split(' ');
    return {
      id: p.employeeId,
      first_name: first,
      last_name: rest.join(' '),
      email: `${p.username}@${EMPLOYEE_EMAIL_DOMAIN}`,
      title: null,
      npi: null,
      archived: false,
    };
  });
  let nextId = FIRST_GENERATED_EMPLOYEE_ID;
  const newEmployee = (typeId: number | null, archived = false): EmployeeRow => {
    const female = rnd.chance(0.6);
    const first = rnd.pick(female ? FIRST_NAMES_F : FIRST_NAMES_M);
    const last = rnd.pick(LAST_NAMES);
    const id = nextId++;
    const provider = typeId !== null && (PHYSICIAN_TYPES.has(typeId) || APP_TYPES.has(typeId));
    const title =
      typeId === null
        ? rnd.pick(['Coordinator', 'Analyst', 'Scheduler', 'Outreach Specialist', null])
        : PHYSICIAN_TYPES.has(typeId)
          ? rnd.pick(PROVIDER_TITLES.slice(0, 2))
          : APP_TYPES.has(typeId)
            ? rnd.pick(PROVIDER_TITLES.slice(2))
            : TYPE_NAMES.get(typeId)!;
    const row: EmployeeRow = {
      id,
      first_name: first,
      last_name: last,
      email: `${first[0]}${last}${id}`.toLowerCase().replace(/[^a-z0-9]/g, '') + `@${EMPLOYEE_EMAIL_DOMAIN}`,
      title,
      npi: provider ? `1${rnd.digits(9)}` : null,
      archived,
    };
    employees.push(row);
    return row;
  };

  // Generated staff cover 1–3 neighboring offices of one type in one market.
  const groups = new Map<string, Slot[]>();
  for (const s of slots) {
    if (s.employeeId !== undefined) continue;
    const key = `${s.marketId}:${s.typeId}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  for (const group of groups.values()) {
    for (let i = 0; i < group.length;) {
      const typeId = group[0].typeId;
      const level = ASSIGNMENT_TYPES.find((t) => t.id === typeId)!.level;
      const take = level === 0 ? 1 : level === 1 ? rnd.int(1, 2) : rnd.int(1, 3);
      const employee = newEmployee(typeId);
      for (const s of group.slice(i, i + take)) s.employeeId = employee.id;
      i += take;
    }
  }

  const assignments: AssignmentRow[] = [];
  let assignmentId = 1;
  const day = (y: number, rndDays: number) => new Date(Date.UTC(y, 0, 1) + rndDays * 86_400_000);
  for (const s of slots) {
    const activeDt = day(2019, rnd.int(0, 1800));
    if (rnd.chance(0.12)) {
      // A past holder of the same slot, replaced when the current one started.
      const previous = newEmployee(s.typeId, rnd.chance(0.5));
      const start = new Date(activeDt.getTime() - rnd.int(200, 900) * 86_400_000);
      assignments.push({
        id: assignmentId++,
        office_id: s.office.id,
        assignment_type_id: s.typeId,
        employee_id: previous.id,
        active_dt: start.toISOString(),
        inactive_dt: activeDt.toISOString(),
      });
    }
    assignments.push({
      id: assignmentId++,
      office_id: s.office.id,
      assignment_type_id: s.typeId,
      employee_id: s.employeeId!,
      active_dt: activeDt.toISOString(),
      inactive_dt: null,
    });
    if (s.typeId === AssignmentType.APP) s.office.assigned_provider_id = s.employeeId!;
  }

  // Staff without assignments (schedulers, analysts, people who left) up to the target head count.
  const target = Math.round(1500 * scale);
  while (employees.length < target) newEmployee(null, rnd.chance(0.25));

  return { employees, assignments };
}

/**
 * Sign-in personas of the sandbox: one per role the product distinguishes. Docs and tests refer
 * to them by key; every persona's password is PERSONA_PASSWORD. Clinical personas sit at real
 * seeded offices of the default market (community 1.001, which always has members), and
 * app/cd/cmd/opsmanager share that community so their dashboards show the same work.
 */
import { CLAIM_KEYS, type Claim } from '@luminate/schema/claims';
import { AssignmentType } from '@luminate/schema/constants';

export const PERSONA_PASSWORD = 'luminate-sandbox';

/** The community of the default market (920001625, office prefix 1) the personas work in. */
export const PERSONA_COMMUNITY_OFFICE = '1.001.000';
export const PERSONA_NEIGHBORHOOD_OFFICE = '1.001.001';

export interface PersonaAssignment {
  assignmentTypeId: number;
  officeName: string;
}

export interface Persona {
  username: string;
  password: string;
  displayName: string;
  /** Identity-provider uid (token `sub`); the username itself, so tests can read it. */
  uid: string;
  /** Employee record id; personas hold ids 1–99, generated staff start at 101. */
  employeeId: number;
  claims: Claim[];
  assignments: PersonaAssignment[];
}

const persona = (
  employeeId: number,
  username: string,
  displayName: string,
  claims: Claim[],
  assignments: PersonaAssignment[] = [],
): Persona => ({ username, password: PERSONA_PASSWORD, displayName, uid: username, employeeId, claims, assignments });

const at = (assignmentTypeId: number, officeName: string): PersonaAssignment => ({ assignmentTypeId, officeName });

export const PERSONAS = {
  superadmin: persona(1, 'superadmin', 'Sam Super', [...CLAIM_KEYS]),
  datamanager: persona(2, 'datamanager', 'Dana Data', ['dataMgmt', 'eus', 'pt-mgmt']),
  opsmanager: persona(3, 'opsmanager', 'Olivia Ops', [], [at(AssignmentType.OM, PERSONA_COMMUNITY_OFFICE)]),
  app: persona(4, 'app', 'Avery Provider', [], [at(AssignmentType.APP, PERSONA_NEIGHBORHOOD_OFFICE)]),
  cd: persona(5, 'cd', 'Casey Director', [], [at(AssignmentType.CD, PERSONA_COMMUNITY_OFFICE)]),
  cmd: persona(6, 'cmd', 'Cameron Medical', [], [at(AssignmentType.CMD, PERSONA_COMMUNITY_OFFICE)]),
  rvp: persona(7, 'rvp', 'Riley Regional', [], [at(AssignmentType.RVP, PERSONA_COMMUNITY_OFFICE)]),
  smo: persona(8, 'smo', 'Sydney Senior', [], [at(AssignmentType.SMO, PERSONA_COMMUNITY_OFFICE)]),
  nhmanager: persona(9, 'nhmanager', 'Noah Neighborhoods', ['nh-mgmt', 'provider-mgmt']),
  dncmanager: persona(10, 'dncmanager', 'Devon Contact', ['dnc-mgmt']),
  calllistmanager: persona(11, 'calllistmanager', 'Charlie Calls', ['call-list-mgmt']),
  // Agents are assigned to campaigns 123 and 124 by the campaign seed (seed/campaigns.ts).
  agent: persona(12, 'agent', 'Alex Agent', []),
  staff: persona(13, 'staff', 'Stevie Staff', []),
  agent2: persona(14, 'agent2', 'Jordan Agent', []),
  deattmanager: persona(15, 'deattmanager', 'Drew Deattribution', ['deattribution-mgmt']),
  transfermanager: persona(16, 'transfermanager', 'Taylor Transfers', ['transfer-mgmt']),
  // One of the named staff who add and edit hospital facilities (HOSPITAL_EDITOR_EMPLOYEE_IDS).
  hospitalstaff: persona(17, 'hospitalstaff', 'Harper Hospital', []),
  medrecords: persona(18, 'medrecords', 'Morgan Records', ['med-records']),
} satisfies Record<string, Persona>;

export type PersonaName = keyof typeof PERSONAS;
export const PERSONA_LIST: Persona[] = Object.values(PERSONAS);

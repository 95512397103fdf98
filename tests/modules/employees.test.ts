/**
 * Employees, their market assignments and assignment types through the gateway, against the
 * real sandbox, including the batching of offices, assignment types and employees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ASSIGNMENT_TYPES, AssignmentType } from '@luminate/schema/constants';
import { startStack, type Stack } from '../support/stack.ts';
import { careApiRequestsDuring, dataOf, errorCode } from './helpers.ts';
import { graphql } from '../generated/gql.ts';

let stack: Stack;

beforeAll(async () => {
  // Reference data is not kept across requests here: these tests count (or change behind the gateway's back) what the Care API itself sees.
  stack = await startStack({ gatewayEnv: { REFERENCE_CACHE_TTL_MS: '0' } });
  dataOf(
    await stack.gql(
      'staff',
      graphql(`
        query EmployeesAssignmentTypes {
          assignmentTypes {
            id
          }
        }
      `),
    ),
  );
});
afterAll(async () => {
  await stack?.close();
});

// An employee with their market assignments, each with its office and assignment type.
graphql(`
  fragment EmployeesTestEmployee on Employee {
    id
    fullName
    firstName
    lastName
    email
    title
    npi
    archived
    marketAssignments {
      id
      officeId
      office {
        id
        name
      }
      assignmentTypeId
      assignmentType {
        id
        name
        shortName
        level
      }
      employeeId
      activeDt
      inactiveDt
    }
  }
`);

async function personaEmployeeId(username: string): Promise<number> {
  const { rows } = await stack.db.query<{ employee_id: number }>('select employee_id from users where username = $1', [username]);
  return rows[0].employee_id;
}

describe('employees', () => {
  it('lists the employees holding an assignment type, ordered by name', async () => {
    const { employees } = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query EmployeesEmployees($t: [ID!]) {
            employees(assignmentTypeIds: $t) {
              ...EmployeesTestEmployee
            }
          }
        `),
        {
          t: [String(AssignmentType.OM)],
        },
      ),
    );
    expect(employees.length).toBeGreaterThan(0);
    for (const employee of employees) {
      // Type ids are IDs: strings in the answer.
      expect(employee.marketAssignments.some((a) => a.assignmentTypeId === String(AssignmentType.OM))).toBe(true);
      for (const assignment of employee.marketAssignments) {
        expect(assignment.employeeId).toBe(employee.id);
        expect(assignment.office?.id).toBe(assignment.officeId);
        expect(assignment.assignmentType?.id).toBe(assignment.assignmentTypeId);
        expect(assignment.inactiveDt).toBeNull();
      }
    }
    const names = employees.map((e) => e.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(employees.map((e) => Number(e.id))).toContain(await personaEmployeeId('opsmanager'));
  });

  it('filters by title and by providers', async () => {
    const { rows } = await stack.db.query<{ title: string }>('select title from employees where title is not null limit 1');
    const title = rows[0].title;
    const byTitle = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query EmployeesEmployees2($t: String) {
            employees(title: $t) {
              title
            }
          }
        `),
        { t: title },
      ),
    ).employees;
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((e) => e.title?.toLowerCase().includes(title.toLowerCase()))).toBe(true);

    const providers = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query EmployeesEmployees3 {
            employees(onlyProviders: true) {
              id
            }
          }
        `),
      ),
    ).employees;
    const everyone = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query EmployeesEmployees4 {
            employees {
              id
            }
          }
        `),
      ),
    ).employees;
    expect(providers.length).toBeGreaterThan(0);
    expect(providers.length).toBeLessThan(everyone.length);
  });

  it('finds one employee by id, null for an unknown id, bad input for a malformed one', async () => {
    const id = await personaEmployeeId('app');
    const data = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query EmployeesEmployeeFields($id: ID!) {
            employee(id: $id) {
              ...EmployeesTestEmployee
            }
            missing: employee(id: "999999999") {
              id
            }
          }
        `),
        { id: String(id) },
      ),
    );
    expect(data.employee!.id).toBe(String(id));
    expect(data.employee!.marketAssignments.some((a) => a.assignmentTypeId === String(AssignmentType.APP))).toBe(true);
    expect(data.missing).toBeNull();
    expect(
      errorCode(
        await stack.gql(
          'staff',
          graphql(`
            query EmployeesEmployee {
              employee(id: "x1") {
                id
              }
            }
          `),
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it('takes type ids as strings or numbers, and refuses a malformed one before asking the Care API', async () => {
    const query = graphql(`
      query EmployeesEmployees5($t: [ID!]) {
        employees(assignmentTypeIds: $t) {
          id
        }
      }
    `);
    const asText = dataOf(await stack.gql('staff', query, { t: [String(AssignmentType.RVP)] })).employees;
    const asNumbers = dataOf(await stack.gql('staff', query, { t: [AssignmentType.RVP] })).employees;
    expect(asText.length).toBeGreaterThan(0);
    expect(asNumbers).toEqual(asText);

    const malformed = await careApiRequestsDuring(stack, () => stack.gql('staff', query, { t: [String(AssignmentType.RVP), 'ten'] }));
    expect(errorCode(malformed.result)).toBe('BAD_USER_INPUT');
    expect(malformed.result.body.errors?.[0]?.message).toBe('Invalid assignment type id');
    expect(malformed.requests.filter((r) => r.path.startsWith('/api/Employees'))).toEqual([]);
  });

  it('requires a signed-in user', async () => {
    expect(
      (
        await stack.gql(
          null,
          graphql(`
            query EmployeesEmployees6 {
              employees {
                id
              }
            }
          `),
        )
      ).status,
    ).toBe(401);
  });
});

describe('assignmentTypes', () => {
  it('lists the active assignment types, and inactive ones only when asked', async () => {
    const active = dataOf(
      await stack.gql(
        'staff',
        graphql(`
          query EmployeesAssignmentTypes2 {
            assignmentTypes {
              id
              name
              shortName
              level
              active
            }
          }
        `),
      ),
    ).assignmentTypes;
    expect(active.map((t) => t.id)).toEqual(ASSIGNMENT_TYPES.map((t) => String(t.id)));
    expect(active.find((t) => t.id === String(AssignmentType.CES))).toMatchObject({
      name: 'Community Engagement Specialist',
      shortName: 'CES',
      level: 2,
    });

    await stack.db.query('update assignment_types set active = false where id = $1', [AssignmentType.TCL]);
    try {
      const withoutTcl = dataOf(
        await stack.gql(
          'staff',
          graphql(`
            query EmployeesAssignmentTypes3 {
              assignmentTypes {
                id
              }
            }
          `),
        ),
      ).assignmentTypes.map((t) => t.id);
      expect(withoutTcl).not.toContain(String(AssignmentType.TCL));
      const all = dataOf(
        await stack.gql(
          'staff',
          graphql(`
            query EmployeesAssignmentTypes4 {
              assignmentTypes(includeInactive: true) {
                id
                active
              }
            }
          `),
        ),
      ).assignmentTypes;
      expect(all.find((t) => t.id === String(AssignmentType.TCL))).toEqual({ id: String(AssignmentType.TCL), active: false });
    } finally {
      await stack.db.query('update assignment_types set active = true where id = $1', [AssignmentType.TCL]);
    }
  });
});

describe('batching', () => {
  const query = graphql(`
    query EmployeesEmployees7($t: [ID!]) {
      employees(assignmentTypeIds: $t) {
        id
        marketAssignments {
          office {
            name
          }
          assignmentType {
            name
          }
        }
      }
    }
  `);

  it('makes the same number of Care API requests for few and for many employees', async () => {
    const few = await careApiRequestsDuring(stack, () => stack.gql('staff', query, { t: [AssignmentType.RVP] }));
    const many = await careApiRequestsDuring(stack, () =>
      stack.gql('staff', query, { t: [AssignmentType.OM, AssignmentType.PCC, AssignmentType.APP, AssignmentType.CHN] }),
    );
    const fewRows = dataOf(few.result).employees.flatMap((e) => e.marketAssignments);
    const manyRows = dataOf(many.result).employees.flatMap((e) => e.marketAssignments);
    expect(manyRows.length).toBeGreaterThan(fewRows.length * 2);
    expect(manyRows.every((a) => a.office?.name && a.assignmentType?.name)).toBe(true);
    // employees + offices by ids + assignment types
    expect(few.requests).toHaveLength(3);
    expect(many.requests).toHaveLength(3);
    const officeLookups = many.requests.filter((r) => r.path.startsWith('/api/Offices'));
    expect(officeLookups).toHaveLength(1);
    expect(officeLookups[0].path).toMatch(/ids=/);
  });

  it('batches employee look-ups by id into one request', async () => {
    const { rows } = await stack.db.query<{ id: number }>('select id from employees order by id limit 15');
    const fields = rows
      .map(
        (r: { id: number }, i: number) => `e${i}: employee(id: "${r.id}") { fullName marketAssignments { assignmentType { shortName } } }`,
      )
      .join('\n');
    const { result, requests } = await careApiRequestsDuring(stack, () => stack.gql('staff', `{ ${fields} }`));
    // One aliased field per row: the document is built, so its answer is read through a schema.
    const data = z.record(z.string(), z.object({ fullName: z.string() }).nullable()).parse(dataOf(result));
    expect(Object.values(data).every((e) => e?.fullName)).toBe(true);
    expect(requests.map((r) => r.path.split('?')[0]).sort()).toEqual(['/api/Assignments/Types', '/api/Employees']);
  });
});

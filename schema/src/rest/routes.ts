/**
 * The Care API contract: every endpoint the gateway calls, with its parameters, body and
 * answer. The sandbox validates requests against it and publishes it as OpenAPI; the gateway
 * types its calls with it. Later domains append their routes here.
 */
import { z } from 'zod';
import { ErrorDto, IntList, QueryBool, odataCollection } from './common.ts';
import {
  AssignmentTypeDto, CohortDto, CountyDto, MarketDto, MarketPlanDto, MarketUpdateDto, OfficeDto, PayerDto, StateDto,
  TermReasonDto,
} from './reference.ts';
import { EmployeeDto, PermissionDto, UserDto } from './people.ts';
import { MemberDto } from './members.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How an endpoint answers: JSON of a schema, or a file (octet-stream/zip body or a signed-url header). */
export type RouteAnswer = { json: z.ZodTypeAny } | { file: 'octet-stream' | 'zip' | 'signed-url' };

export interface RouteContract {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. /api/Employees/{id} */
  path: string;
  summary: string;
  params?: z.ZodObject<any>;
  query?: z.ZodObject<any>;
  body?: z.ZodTypeAny;
  answer: RouteAnswer;
}

const route = <T extends RouteContract>(r: T) => r;
const id = z.object({ id: z.coerce.number().int().positive() });

export const routes = {
  // Employees
  listEmployees: route({
    method: 'GET', path: '/api/Employees', summary: 'Employees, filtered by assignment types, title or ids',
    query: z.object({
      assignmentTypeIds: IntList.optional(),
      type: z.coerce.number().int().optional(),
      onlyProviders: QueryBool.optional(),
      title: z.string().max(100).optional(),
      ids: IntList.optional().describe('Batch look-up by ids (at most 500)'),
    }),
    answer: { json: z.array(EmployeeDto) },
  }),
  getEmployee: route({ method: 'GET', path: '/api/Employees/{id}', summary: 'One employee', params: id, answer: { json: EmployeeDto } }),
  currentEmployee: route({ method: 'GET', path: '/api/Employees/CurrentDeveloper', summary: 'The employee record of the signed-in user', answer: { json: EmployeeDto } }),
  employeeOffices: route({
    method: 'GET', path: '/api/Employees/Offices', summary: 'Offices where an employee holds an active assignment',
    query: z.object({ id: z.coerce.number().int().positive() }), answer: { json: z.array(OfficeDto) },
  }),

  // Markets
  listMarkets: route({ method: 'GET', path: '/api/Markets', summary: 'All markets', answer: { json: z.array(MarketDto) } }),
  updateMarket: route({ method: 'PUT', path: '/api/Markets/{id}', summary: 'Edit a market', params: id, body: MarketUpdateDto, answer: { json: MarketDto } }),
  listStates: route({ method: 'GET', path: '/api/Markets/States', summary: 'States', answer: { json: z.array(StateDto) } }),
  listMarketPlans: route({ method: 'GET', path: '/api/Markets/Plans', summary: 'Plans offered per market', answer: { json: z.array(MarketPlanDto) } }),

  // Offices
  listOffices: route({
    method: 'GET', path: '/api/Offices', summary: 'Offices (neighborhoods), by market, community or ids',
    query: z.object({
      marketId: z.coerce.number().int().optional(),
      community: z.string().max(20).optional(),
      ids: IntList.optional().describe('Batch look-up by ids (at most 500)'),
    }),
    answer: { json: z.array(OfficeDto) },
  }),

  // Assignments
  listAssignmentTypes: route({ method: 'GET', path: '/api/Assignments/Types', summary: 'Assignment types', answer: { json: z.array(AssignmentTypeDto) } }),

  // Reference look-ups seeded with the platform
  listPayers: route({ method: 'GET', path: '/api/Payers', summary: 'Payers', answer: { json: z.array(PayerDto) } }),
  listCohorts: route({ method: 'GET', path: '/api/Members/Cohorts', summary: 'Cohorts', answer: { json: z.array(CohortDto) } }),
  listTermReasons: route({ method: 'GET', path: '/api/Members/TermReasons', summary: 'Term reasons', answer: { json: z.array(TermReasonDto) } }),
  listCounties: route({ method: 'GET', path: '/api/Counties', summary: 'Counties', answer: { json: z.array(CountyDto) } }),

  // Users and permissions
  listUsers: route({ method: 'GET', path: '/api/Users', summary: 'Identity-provider users', answer: { json: z.array(UserDto) } }),
  getUser: route({ method: 'GET', path: '/api/Users/{uid}', summary: 'One user', params: z.object({ uid: z.string().min(1).max(128) }), answer: { json: UserDto } }),
  setUserClaim: route({
    method: 'PUT', path: '/api/Users/{uid}', summary: 'Grant (assign=true) or revoke a claim; effective in the next token',
    params: z.object({ uid: z.string().min(1).max(128) }),
    query: z.object({ claim: z.string().min(1).max(64), assign: QueryBool }),
    answer: { json: UserDto },
  }),
  listPermissions: route({ method: 'GET', path: '/api/Users/Permissions', summary: 'Every claim with its name and description', answer: { json: z.array(PermissionDto) } }),
  claimsReport: route({
    method: 'POST', path: '/api/Users/FirebaseClaimsReport', summary: 'Workbook of users and their claims, optionally for one claim',
    query: z.object({ claim: z.string().min(1).max(64).optional() }), answer: { file: 'octet-stream' },
  }),

  // Support tickets
  sendTicket: route({
    method: 'POST', path: '/api/FreshService/SendTicket', summary: 'Open a support ticket; answers the ticket id',
    query: z.object({
      subject: z.string().min(1).max(200),
      requestor: z.string().min(1).max(200),
      fileName: z.string().max(255).optional(),
      userNotes: z.string().min(1).max(5000),
      erroredTool: z.string().min(1).max(200),
    }),
    body: z.array(z.string().max(10_000)).max(200),
    answer: { json: z.number().int() },
  }),

  // Member files
  membersExport: route({
    method: 'POST', path: '/api/Members/Export', summary: 'Export the members of a market; answers a signed-url header',
    query: z.object({ marketId: z.coerce.number().int().positive() }), answer: { file: 'signed-url' },
  }),
  officesReport: route({ method: 'GET', path: '/api/Offices/Report', summary: 'Offices report as a zip', answer: { file: 'zip' } }),

  // OData
  membersOdata: route({
    method: 'GET', path: '/odata/MembersOdata', summary: 'Members, OData v4 ($filter, $orderby, $skip, $top, $count, $select, $expand)',
    query: z.object({
      $filter: z.string().max(4000).optional(),
      $orderby: z.string().max(500).optional(),
      $skip: z.coerce.number().int().min(0).optional(),
      $top: z.coerce.number().int().min(0).max(5000).optional(),
      $count: QueryBool.optional(),
      $select: z.string().max(1000).optional(),
      $expand: z.string().max(200).optional(),
    }),
    answer: { json: odataCollection(MemberDto.partial()) },
  }),
} satisfies Record<string, RouteContract>;

export type RouteName = keyof typeof routes;
export { ErrorDto };

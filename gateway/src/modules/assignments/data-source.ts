/**
 * Employees and assignment types from the Care API, one instance per request.
 */
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../../errors.ts';
import { routes, type AssignmentTypeDto, type EmployeeDto, type EmployeeRefDto, type OfficeAssignmentLinkDto } from '@luminate/schema/rest';
import type { RequestContext } from '../../context.ts';
import { createAssignmentsLoaders, type AssignmentsLoaders } from './loaders.ts';
import { byEnglish } from '../shared/collation.ts';
import { coverageOf, NO_COVERAGE, type ViewerCoverage } from './domain/coverage.ts';
import { followInvalidations, forgetCoverage, keptOrLoad, type CoverageCache } from './cache.ts';

export interface EmployeeFilter {
  assignmentTypeIds?: number[];
  title?: string;
  onlyProviders?: boolean;
}

const byFullName = (a: Pick<EmployeeDto, 'fullName' | 'id'>, b: Pick<EmployeeDto, 'fullName' | 'id'>) =>
  byEnglish(a.fullName, b.fullName) || a.id - b.id;

function isNotFound(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions?.code === ErrorCode.NOT_FOUND;
}

export class AssignmentsSource {
  private readonly loaders: AssignmentsLoaders;
  private current?: Promise<EmployeeDto | null>;

  constructor(
    private readonly ctx: RequestContext,
    /** The gateway instance's kept coverage answers, shared by its requests. */
    private readonly coverage: CoverageCache,
  ) {
    this.loaders = createAssignmentsLoaders(ctx.upstream);
    followInvalidations(coverage, ctx.cacheInvalidations);
  }

  /** Employees matching every given criterion, ordered by full name. */
  async employees(filter: EmployeeFilter): Promise<EmployeeDto[]> {
    const query: { assignmentTypeIds?: string; title?: string; onlyProviders?: 'true' | 'false' } = {};
    if (filter.assignmentTypeIds?.length) query.assignmentTypeIds = filter.assignmentTypeIds.join(',');
    if (filter.title) query.title = filter.title;
    if (filter.onlyProviders !== undefined) query.onlyProviders = filter.onlyProviders ? 'true' : 'false';
    const employees = await this.ctx.upstream.call(routes.listEmployees, { query });
    for (const employee of employees) this.loaders.employeeById.prime(employee.id, employee);
    return employees.sort(byFullName);
  }

  /** One employee by id, batched with every other employee look-up of the request. */
  employee(id: number): Promise<EmployeeDto | null> {
    return this.loaders.employeeById.load(id);
  }

  /** The employee record of the signed-in user; null when the user is not an employee. */
  currentEmployee(): Promise<EmployeeDto | null> {
    this.current ??= this.ctx.upstream.call(routes.currentEmployee).then(
      (employee) => {
        this.loaders.employeeById.prime(employee.id, employee);
        return employee;
      },
      (error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      },
    );
    return this.current;
  }

  /**
   * Active assignments covering an office, batched with every other office of the request into
   * one upstream call: a page of 20 or of 160 approval rows costs the same single request.
   */
  officeLinks(officeId: number | null): Promise<OfficeAssignmentLinkDto[]> {
    return officeId === null ? Promise.resolve([]) : this.loaders.officeLinks.load(officeId);
  }

  /**
   * The employees holding any of these assignment types at an office (an approval row's assigned
   * employees), each once, by name; from the same batched links as officeLinks.
   */
  async holdersAt(officeId: number | null, assignmentTypeIds: readonly number[]): Promise<EmployeeRefDto[]> {
    if (assignmentTypeIds.length === 0) return [];
    const holders = new Map<number, EmployeeRefDto>();
    for (const link of await this.officeLinks(officeId)) {
      if (assignmentTypeIds.includes(link.assignmentTypeId)) holders.set(link.employeeId, link.employee);
    }
    return [...holders.values()].sort(byFullName);
  }

  /** The viewer's assignment types covering an office (empty for users who are not employees). */
  async viewerTypesAt(officeId: number | null): Promise<ReadonlySet<number>> {
    const employeeId = this.ctx.viewer?.employeeId ?? (await this.currentEmployee())?.id ?? null;
    if (employeeId === null) return new Set();
    const links = await this.officeLinks(officeId);
    return new Set(links.filter((l) => l.employeeId === employeeId).map((l) => l.assignmentTypeId));
  }

  /**
   * The viewer's assignment types at any office, from the viewer's own employee record (empty
   * for users who are not employees): who works which approval queue.
   */
  async viewerTypesAnywhere(): Promise<ReadonlySet<number>> {
    const employeeId = this.ctx.viewer?.employeeId ?? null;
    const employee = employeeId !== null ? await this.employee(employeeId) : await this.currentEmployee();
    return new Set(employee?.marketAssignments.map((a) => a.assignmentTypeId) ?? []);
  }

  /**
   * Where each of the viewer's assignment types reaches (see domain/coverage.ts): from the viewer's
   * employee record, its offices and the types' levels, kept per user for a short while so the
   * dashboards' Mine pages and counts do not ask for it again.
   */
  viewerCoverage(): Promise<ViewerCoverage> {
    const viewer = this.ctx.viewer;
    if (!viewer) return Promise.resolve(NO_COVERAGE);
    const key = `${viewer.uid}\u0000${viewer.employeeId ?? ''}`;
    return keptOrLoad(this.coverage.viewers, key, async () => {
      const employee = viewer.employeeId !== null ? await this.employee(viewer.employeeId) : await this.currentEmployee();
      const assignments = employee?.marketAssignments ?? [];
      const officeIds = [...new Set(assignments.map((a) => a.officeId))];
      const [offices, types] = await Promise.all([
        Promise.all(officeIds.map((id) => this.ctx.dataSources.markets.office(id))),
        this.loaders.assignmentTypes(),
      ]);
      const officeById = new Map(offices.flatMap((o) => (o ? [[o.id, o] as const] : [])));
      return coverageOf(employee, officeById, types);
    });
  }

  /**
   * The offices no active assignment of these types covers: whose approval rows of those
   * reviewing types have nobody assigned. One Care API request, kept like the viewer's coverage.
   */
  officesWithoutHolders(assignmentTypeIds: readonly number[]): Promise<readonly number[]> {
    const types = [...new Set(assignmentTypeIds)].sort((a, b) => a - b);
    return keptOrLoad(this.coverage.withoutHolders, types.join(','), () =>
      this.ctx.upstream.call(routes.officesWithoutHolders, { query: { assignmentTypeIds: types.join(',') } }),
    );
  }

  /**
   * Drops this replica's kept coverage of every viewer and kept offices without holders: the
   * change feed reported a staff assignment change, which every replica hears of by itself.
   */
  forgetKeptCoverage(): void {
    forgetCoverage(this.coverage);
  }

  /**
   * A staff assignment was given or ended through this replica, so who covers which office may
   * have changed: drops the kept coverage here and tells every other replica to drop theirs,
   * resolving once they have been told (so the change's answer is sent after that).
   */
  async coverageChanged(): Promise<void> {
    forgetCoverage(this.coverage);
    await this.ctx.cacheInvalidations?.publish('coverage');
  }

  /** Assignment types ordered by id; inactive ones only when asked for. */
  async assignmentTypes(includeInactive = false): Promise<AssignmentTypeDto[]> {
    const all = [...(await this.loaders.assignmentTypes()).values()];
    return all.filter((t) => includeInactive || t.active).sort((a, b) => a.id - b.id);
  }

  /** One assignment type (active or not) from the request's single listing. */
  async assignmentType(id: number): Promise<AssignmentTypeDto | null> {
    return (await this.loaders.assignmentTypes()).get(id) ?? null;
  }
}

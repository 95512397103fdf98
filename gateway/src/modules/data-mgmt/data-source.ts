/**
 * Data management through the Care API: the choices of the bulk cards (cohorts, payers without
 * SelfPay, the bulk term reasons, file sources), Add Cohort, and the bulk uploads' validate and
 * submit calls. Writes go: the shared rule, the policy, then one audited Care API call, never
 * retried.
 */
import { GraphQLError } from 'graphql';
import {
  BULK_FLOW_ROUTES,
  routes,
  type CohortRecordDto,
  type FileSourceDto,
  type FileUploadResultDto,
  type RouteContract,
} from '@luminate/schema/rest';
import {
  createCohortRule,
  isBulkTermReason,
  pickablePayers,
  type BulkFlow,
  bulkSubmitResultSchema,
  type BulkSubmitResult,
  type FileUploadInput,
} from '@luminate/schema/rules';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { ErrorCode, fieldFailure, parseInput } from '../../errors.ts';
import { audited, refused } from '../../audit.ts';
import { byEnglish } from '../shared/collation.ts';
import { skipTransferDashboardDecision, useDataMgmtDecision } from './policy.ts';
import type { Capability } from '../shared/capability.ts';

export interface NamedRecord {
  id: number;
  name: string;
}

/** The query a bulk upload sends to the Care API. */
export interface BulkUploadParams {
  note: string;
  cohortId: number | null;
  skipTransferDashboard: boolean;
}

/**
 * How long the Care API may work on one bulk upload (50,000 rows are read, checked and, on
 * submit, applied): the wait for its answer and between the lines of a validation.
 */
export const BULK_UPSTREAM_TIMEOUT_MS = 180_000;

export class DataMgmtSource {
  constructor(private readonly ctx: RequestContext) {}

  cohorts(): Promise<CohortRecordDto[]> {
    return this.ctx.dataSources.referenceData.cohorts();
  }

  /** Payers a cohort can be added for: those a payer picker offers (never SelfPay), by name. */
  async payers(): Promise<NamedRecord[]> {
    const payers = await this.ctx.dataSources.referenceData.payers();
    return pickablePayers(payers).sort((a, b) => byEnglish(a.name, b.name));
  }

  /** The term reasons of bulk eligibility changes, by id. */
  async termReasons(): Promise<NamedRecord[]> {
    const reasons = await this.ctx.upstream.call(routes.listTermReasons);
    return reasons.filter((r) => isBulkTermReason(r.id)).sort((a, b) => a.id - b.id);
  }

  async fileSources(): Promise<FileSourceDto[]> {
    return [...(await this.ctx.dataSources.files.sources())].sort((a, b) => byEnglish(a.name, b.name));
  }

  /** The skip-transfer-dashboard option: by claims, or by the viewer's assignment types 9 and 10. */
  async skipTransferDashboard(): Promise<Capability> {
    const first = skipTransferDashboardDecision(this.ctx.viewer, new Set());
    if (first.allowed || !this.ctx.viewer) return first;
    return skipTransferDashboardDecision(this.ctx.viewer, await this.ctx.dataSources.assignments.viewerTypesAnywhere());
  }

  /** Add Cohort: the rule ('No payer selected'), the policy, one POST. A taken name is a rule failure on `name`. */
  async createCohort(input: { name: string; payerId: string | null | undefined }): Promise<CohortRecordDto> {
    const cohort = parseInput(createCohortRule, input);
    // Add Cohort belongs to the Data Mgmt page: dataMgmt.
    const decision = useDataMgmtDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, 'cohort.create', decision.reason);
    return audited(
      this.ctx,
      'cohort.create',
      { payerId: cohort.payerId },
      () =>
        this.ctx.upstream.call(routes.createCohort, { body: cohort }).catch((error: unknown) => {
          if (error instanceof GraphQLError && error.extensions.code === ErrorCode.UNPROCESSABLE) {
            const field = /already exists/.test(error.message) ? 'name' : 'payerId';
            throw fieldFailure(field, error.message);
          }
          throw error;
        }),
      (created) => ({ cohortId: created.id }),
    );
  }

  /** Validation: the Care API's NDJSON answer, streamed (the caller relays it line by line). */
  validate(flow: BulkFlow, params: BulkUploadParams, workbook: Buffer): Promise<UpstreamFile> {
    return this.ctx.upstream.uploadForStream(BULK_FLOW_ROUTES[flow].validate, {
      ...this.args(params),
      body: workbook,
      timeoutMs: BULK_UPSTREAM_TIMEOUT_MS,
    });
  }

  /** Submit: the Care API validates again and applies every valid row in one transaction. */
  async submit(flow: BulkFlow, params: BulkUploadParams, workbook: Buffer): Promise<BulkSubmitResult> {
    // The seven flows' submit routes share one answer; checked here rather than typed per flow.
    const answer: unknown = await this.ctx.upstream.upload<RouteContract>(BULK_FLOW_ROUTES[flow].submit, {
      ...this.args(params),
      body: workbook,
      timeoutMs: BULK_UPSTREAM_TIMEOUT_MS,
    });
    return bulkSubmitResultSchema.parse(answer);
  }

  /** File Upload: the bytes to the source's outbound folder (one POST, never retried). */
  uploadFile(input: FileUploadInput, bytes: Buffer): Promise<FileUploadResultDto> {
    return this.ctx.upstream.upload(routes.uploadFile, {
      query: { sourceId: input.sourceId, name: input.name },
      body: bytes,
      timeoutMs: BULK_UPSTREAM_TIMEOUT_MS,
    });
  }

  private args(params: BulkUploadParams) {
    const query: Record<string, string> = { note: params.note };
    if (params.skipTransferDashboard) query.skipTransferDashboard = 'true';
    return { query: query as never, params: (params.cohortId !== null ? { cohortId: params.cohortId } : undefined) as never };
  }
}

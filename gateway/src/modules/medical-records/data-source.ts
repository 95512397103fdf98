/**
 * The medical records calls of one request: the requests (one Care API request per page), a new
 * request from an uploaded workbook (never retried), the member id template and a finished
 * request's extract. Each checks the policy first; nothing is asked of the Care API for a viewer
 * it refuses.
 */
import { routes, type MedicalRecordRequestDto } from '@luminate/schema/rest';
import type { MedicalRecordFlags } from '@luminate/schema/rules';
import type { RequestContext, UpstreamFile } from '../../context.ts';
import { refused } from '../../audit.ts';
import type { AuditIds } from '../../audit/index.ts';
import { medicalRecordsDecision } from './policy.ts';

export class MedicalRecordsSource {
  constructor(private readonly ctx: RequestContext) {}

  /** Throws FORBIDDEN (audited as `what`) unless the viewer may work with medical records. */
  assertAllowed(what: string, ids: AuditIds = {}): void {
    const decision = medicalRecordsDecision(this.ctx.viewer);
    if (!decision.allowed) throw refused(this.ctx, what, decision.reason, ids);
  }

  async requests(): Promise<MedicalRecordRequestDto[]> {
    this.assertAllowed('medicalRecords.list');
    return this.ctx.upstream.call(routes.pendingMedicalRecordRequests);
  }

  /** The caller has checked the policy, the flags and the workbook's bytes. */
  request(flags: MedicalRecordFlags, workbook: Buffer): Promise<MedicalRecordRequestDto> {
    return this.ctx.upstream.upload(routes.requestMedicalRecords, { query: flags, body: workbook });
  }

  template(): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.medicalRecordTemplate);
  }

  extract(id: number): Promise<UpstreamFile> {
    return this.ctx.upstream.download(routes.medicalRecordExtract, { params: { id } });
  }
}

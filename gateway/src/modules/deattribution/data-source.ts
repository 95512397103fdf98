import type { RequestContext } from '../../context.ts';

export class DeattributionSource {
  constructor(protected readonly ctx: RequestContext) {}
}

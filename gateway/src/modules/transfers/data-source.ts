import type { RequestContext } from '../../context.ts';

export class TransfersSource {
  constructor(protected readonly ctx: RequestContext) {}
}

import type { RequestContext } from '../../context.ts';

export class DncSource {
  constructor(protected readonly ctx: RequestContext) {}
}

import type { MemberDto } from '@luminate/schema/rest';

/** The plan navigation property of MembersOdata ($expand=plan). */
export type PlanRef = NonNullable<MemberDto['plan']>;

/** Payer, term reason, cohort and risk type as the Care API expands them. */
export interface NamedRef {
  id: number;
  name: string;
}

/**
 * What the pure policy tests beside each module's policy build their cases from: a viewer holding
 * some claims, a claim set, a set of assignment types, and the Mine scope evaluated for one row
 * (the reference the tests hold each module's scope against).
 */
import type { Claim } from '@luminate/schema/claims';
import type { Viewer } from '../../gateway/src/context.ts';
import type { MineScope } from '../../gateway/src/modules/shared/mine-scope.ts';

/** A signed-in viewer with these claims and nothing else (no employee record). */
export const viewerWith = (...claims: Claim[]): Viewer => ({
  uid: 'u',
  name: null,
  email: null,
  employeeId: null,
  claims: new Set(claims),
  token: 't',
});

export const claimSet = (...list: Claim[]): ReadonlySet<Claim> => new Set<Claim>(list);
export const typeSet = (...list: number[]): ReadonlySet<number> => new Set<number>(list);

/** Whether a row lies in the scope, given the assignment types the viewer holds covering its office. */
export function rowInScope(scope: MineScope, viewerTypes: ReadonlySet<number>): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'covered':
      return scope.types.some((t) => viewerTypes.has(t));
    case 'or':
      return scope.of.some((s) => rowInScope(s, viewerTypes));
    case 'and':
      return scope.of.every((s) => rowInScope(s, viewerTypes));
    default:
      return false;
  }
}

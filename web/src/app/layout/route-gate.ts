import { useViewer, type Capabilities } from '../../shared/auth/viewer.tsx';
import type { Claim } from '../claims.ts';
import { useDisplayClaims } from './display-claims.ts';

/** A `viewer.can` answer a route or menu entry may be gated by. */
export type CapabilityName = keyof Capabilities;

/**
 * Who may open a route or see its menu entry: any of `anyOf`'s claims (none: every signed-in
 * user), and — when `anyCapability` is given — at least one of those gateway capabilities, so a
 * page whose every action the gateway would refuse is neither listed nor opened.
 */
export interface Gate {
  anyOf?: readonly Claim[];
  anyCapability?: readonly CapabilityName[];
}

/** Whether the gateway allows one capability (tool-wide ones are booleans, others carry a reason). */
function capabilityAllowed(can: Capabilities, name: CapabilityName): boolean {
  const answer = can[name];
  return typeof answer === 'boolean' ? answer : answer.allowed;
}

/** The one check behind the menus and the route guard. */
function gateOpens(gate: Gate, hasAnyClaim: (anyOf: readonly Claim[] | undefined) => boolean, can: Capabilities): boolean {
  if (!hasAnyClaim(gate.anyOf)) return false;
  return !gate.anyCapability || gate.anyCapability.some((name) => capabilityAllowed(can, name));
}

interface RouteGate {
  mayOpen: (gate: Gate) => boolean;
  /** True while the capabilities a gate may need are still on their way. */
  capabilitiesLoading: boolean;
}

/** The gate with the displayed claims (an admin's overrides applied) and the gateway's capabilities. */
export function useRouteGate(): RouteGate {
  const { hasAnyClaim } = useDisplayClaims();
  const { can, capabilitiesLoading } = useViewer();
  return { mayOpen: (gate) => gateOpens(gate, hasAnyClaim, can), capabilitiesLoading };
}

import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  ViewerCapabilitiesDocument,
  ViewerDocument,
  type ViewerCapabilitiesQuery,
  type ViewerQuery,
} from '../../generated/shell/graphql.ts';
import { useAuth } from './auth-context.tsx';

export type Viewer = ViewerQuery['viewer'];
export type Capabilities = Omit<ViewerCapabilitiesQuery['viewer']['can'], '__typename'>;

const NOT_YET = { __typename: 'Capability', allowed: false, reason: null } as const;

/** Until the gateway has answered (or when it could not), no tool-wide action is offered. */
export const NO_CAPABILITIES: Capabilities = {
  manageCampaigns: false,
  exportClaims: false,
  exportMembers: false,
  bulkApproveTerms: false,
  downloadMailingList: false,
  downloadTerminationOverview: false,
  downloadDncReport: false,
  downloadTransferReport: false,
  readAuditTrail: false,
  addMember: false,
  runClosestOfficeReport: NOT_YET,
  runMemberOfficeRangesReport: NOT_YET,
  runVcRangesReport: NOT_YET,
  bulkUpdateNeighborhoods: NOT_YET,
  runRedBoxErrorsReport: NOT_YET,
  runMarketMembersExport: NOT_YET,
  runDropIneligibleReport: NOT_YET,
  runSubmittedForTermReport: NOT_YET,
  runNextVisitReport: NOT_YET,
  runWeeklyConversionRateReport: NOT_YET,
  requestMedicalRecords: NOT_YET,
};

interface ViewerState {
  viewer: Viewer | null;
  /** True while a signed-in user's record is still loading. */
  loading: boolean;
  /**
   * What the viewer may do across the tool, as the gateway decides it. Pages show an action from
   * these, never from claims: the gateway's rule is the one that counts.
   */
  can: Capabilities;
  /** True while a signed-in user's capabilities are still loading (routes gated by them wait). */
  capabilitiesLoading: boolean;
  /** Assignment types the viewer holds anywhere (empty for users who are not employees). */
  assignmentTypeIds: number[];
}

const ViewerContext = createContext<ViewerState | null>(null);

/** Loads the viewer once per signed-in user; anonymous users have none. */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { user, ready } = useAuth();
  const signedIn = ready && user !== null;
  const { data, loading } = useQuery(ViewerDocument, { skip: !signedIn, fetchPolicy: 'cache-first' });
  const capabilities = useQuery(ViewerCapabilitiesDocument, { skip: !signedIn, fetchPolicy: 'cache-first' });
  const viewer = signedIn ? (data?.viewer ?? null) : null;
  const can = (signedIn && capabilities.data?.viewer.can) || NO_CAPABILITIES;
  const state: ViewerState = {
    viewer,
    loading: !ready || (signedIn && loading && !viewer),
    can,
    capabilitiesLoading: !ready || (signedIn && capabilities.loading && !capabilities.data),
    // The graph sends type ids as text; the shared tab and history rules compare numbers.
    assignmentTypeIds: viewer?.employee?.marketAssignments.map((a) => Number(a.assignmentTypeId)) ?? [],
  };
  return <ViewerContext.Provider value={state}>{children}</ViewerContext.Provider>;
}

export function useViewer(): ViewerState {
  const state = useContext(ViewerContext);
  if (!state) throw new Error('useViewer outside ViewerProvider');
  return state;
}

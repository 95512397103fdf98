import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { ViewerDocument, type ViewerQuery } from '../generated/graphql.ts';
import { useAuth } from './auth/auth-context.tsx';
import type { Claim } from './claims.ts';

export type Viewer = ViewerQuery['viewer'];

interface ViewerState {
  viewer: Viewer | null;
  /** True while a signed-in user's record is still loading. */
  loading: boolean;
  hasAnyClaim(anyOf: readonly Claim[] | undefined): boolean;
  /** Assignment types the viewer holds anywhere (empty for users who are not employees). */
  assignmentTypeIds: number[];
}

const ViewerContext = createContext<ViewerState | null>(null);

/** Loads the viewer once per signed-in user; anonymous users have none. */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { user, ready } = useAuth();
  const signedIn = ready && user !== null;
  const { data, loading } = useQuery(ViewerDocument, { skip: !signedIn, fetchPolicy: 'cache-first' });
  const viewer = signedIn ? (data?.viewer ?? null) : null;
  const state: ViewerState = {
    viewer,
    loading: !ready || (signedIn && loading && !viewer),
    hasAnyClaim: (anyOf) => !anyOf || anyOf.length === 0 || anyOf.some((c) => viewer?.claims.includes(c) ?? false),
    assignmentTypeIds: viewer?.employee?.marketAssignments.map((a) => a.assignmentTypeId) ?? [],
  };
  return <ViewerContext.Provider value={state}>{children}</ViewerContext.Provider>;
}

export function useViewer(): ViewerState {
  const state = useContext(ViewerContext);
  if (!state) throw new Error('useViewer outside ViewerProvider');
  return state;
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { TypePolicies } from '@apollo/client/cache';
import type { UserManager } from 'oidc-client-ts';
import { trustedDocumentHash } from '../shared/lib/trusted-documents.ts';

/** How the app's cache normalises and merges; component tests use the same policies. */
export const TYPE_POLICIES: TypePolicies = {
  // The viewer's record and its capabilities arrive in two queries: one viewer, merged.
  Viewer: { merge: true },
  // Pages ask for their own capabilities beside the shell's list: merged, never replaced.
  ViewerCapabilities: { merge: true },
  // A mutation answers a campaign's complete variables and agents: replace, never merge.
  Campaign: { fields: { variables: { merge: false }, assignments: { merge: false } } },
  // A decision answers every tab's count: normalised by tab, the dashboards' tab labels follow.
  DeattributionTabCount: { keyFields: ['tab'] },
  DncTabCount: { keyFields: ['tab'] },
  TransferTabCount: { keyFields: ['tab'] },
};

/**
 * Apollo over the gateway's /graphql (same origin), sending the current access token. The app's
 * generated documents go by their trusted hash alone (a production gateway runs nothing else);
 * a gateway that does not know the hash (one without the manifest) gets the whole document once
 * more. Documents built at run time go whole.
 */
export function createApolloClient(userManager: Promise<UserManager>): ApolloClient {
  const auth = new SetContextLink(async (prev) => {
    const user = await (await userManager).getUser();
    if (!user || user.expired) return {};
    return { headers: { ...(prev.headers as Record<string, string> | undefined), authorization: `Bearer ${user.access_token}` } };
  });
  const byHash = ApolloLink.split(
    (operation) => trustedDocumentHash(operation.query) !== undefined,
    new PersistedQueryLink({ generateHash: (document) => trustedDocumentHash(document)! }),
  );
  return new ApolloClient({
    link: ApolloLink.from([auth, byHash, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache({ typePolicies: TYPE_POLICIES }),
  });
}

/**
 * A page rendered as the app renders a guarded route: the app's providers around a signed-in
 * oidc-client-ts session, the page mounted once the viewer record is in, and the toaster.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { AuthProvider } from '../../../web/src/shared/auth/auth-context.tsx';
import { useViewer, ViewerProvider } from '../../../web/src/shared/auth/viewer.tsx';
import { AppToaster } from '../../../web/src/shared/ui/toaster.tsx';
import { signedInUserManager } from '../call-list-harness.tsx';
import { createTestApolloClient } from './mock-api.ts';
import { LiveSocketFactoryContext, type LiveSocketFactory } from '../../../web/src/shared/lib/live-socket.ts';
import type { Client } from 'graphql-ws';

/** Live sockets that never connect: pages' live subscriptions (the dashboards' queues) hear nothing. */
export const quietLiveSockets: LiveSocketFactory = () =>
  ({
    on: () => () => undefined,
    subscribe: () => () => undefined,
    iterate: () => ({ next: () => new Promise(() => undefined), return: () => Promise.resolve({ done: true, value: undefined }) }),
    terminate: () => undefined,
    dispose: () => Promise.resolve(),
  }) as unknown as Client;

/** Like the shell's route page: guarded pages render once the viewer record is in. */
export function AfterViewer({ children }: { children: ReactNode }) {
  const { loading, viewer } = useViewer();
  return loading || !viewer ? null : <>{children}</>;
}

export async function renderSignedInPage(page: ReactNode, uid: string, options: { liveSockets?: LiveSocketFactory } = {}) {
  const userManager = await signedInUserManager(uid);
  return render(
    <ChakraProvider value={defaultSystem}>
      <AuthProvider userManager={userManager}>
        <ApolloProvider client={createTestApolloClient()}>
          <LiveSocketFactoryContext.Provider value={options.liveSockets ?? quietLiveSockets}>
            <ViewerProvider>
              <AfterViewer>{page}</AfterViewer>
            </ViewerProvider>
          </LiveSocketFactoryContext.Provider>
          <AppToaster />
        </ApolloProvider>
      </AuthProvider>
    </ChakraProvider>,
  );
}

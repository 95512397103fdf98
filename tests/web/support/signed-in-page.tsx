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

/** Like the shell's route page: guarded pages render once the viewer record is in. */
export function AfterViewer({ children }: { children: ReactNode }) {
  const { loading, viewer } = useViewer();
  return loading || !viewer ? null : <>{children}</>;
}

export async function renderSignedInPage(page: ReactNode, uid: string) {
  const userManager = await signedInUserManager(uid);
  return render(
    <ChakraProvider value={defaultSystem}>
      <AuthProvider userManager={userManager}>
        <ApolloProvider client={createTestApolloClient()}>
          <ViewerProvider>
            <AfterViewer>{page}</AfterViewer>
          </ViewerProvider>
          <AppToaster />
        </ApolloProvider>
      </AuthProvider>
    </ChakraProvider>,
  );
}

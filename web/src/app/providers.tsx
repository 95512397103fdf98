import { useMemo, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../shared/ui/system.ts';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from './apollo.ts';
import { AuthProvider } from '../shared/auth/auth-context.tsx';
import { ColorModeProvider } from '../shared/ui/color-mode.tsx';
import type { RuntimeConfig } from './runtime-config.ts';
import { ViewerProvider } from '../shared/auth/viewer.tsx';

/**
 * oidc-client-ts (~17 kB gzipped) is left out of the initial bundle: its chunk starts loading
 * with this module, alongside /config.json and then the first page's chunk.
 */
const userManagerModule = import('../shared/auth/user-manager.ts');

/** Theme, sign-in, GraphQL and the viewer record, in dependency order. */
export function Providers({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const userManager = useMemo(() => userManagerModule.then((m) => m.createUserManager(config)), [config]);
  const apollo = useMemo(() => createApolloClient(userManager), [userManager]);
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <AuthProvider userManager={userManager} idleTimeoutS={config.sessionIdleTimeoutS}>
          <ApolloProvider client={apollo}>
            <ViewerProvider>{children}</ViewerProvider>
          </ApolloProvider>
        </AuthProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}

import { useMemo, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../shared/ui/system.ts';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from './apollo.ts';
import { AuthProvider } from '../shared/auth/auth-context.tsx';
import { createUserManager } from '../shared/auth/user-manager.ts';
import { ColorModeProvider } from '../shared/ui/color-mode.tsx';
import type { RuntimeConfig } from './runtime-config.ts';
import { ViewerProvider } from '../shared/auth/viewer.tsx';

/** Theme, sign-in, GraphQL and the viewer record, in dependency order. */
export function Providers({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const userManager = useMemo(() => createUserManager(config), [config]);
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

// Must run before GraphiQL loads Monaco.
import './monaco-workers.ts';
import 'graphiql/style.css';
import { useEffect, useMemo } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { GraphiQL } from 'graphiql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { useColorMode } from '../../shared/ui/color-mode.tsx';
import type { PageProps } from '../../shared/lib/page.ts';
import { useViewer } from '../../shared/auth/viewer.tsx';
import { useFillViewport } from './use-fill-viewport.ts';
import { createPlaygroundFetcher } from './playground-fetcher.ts';

const DEFAULT_QUERY = `# Requests run as you, with your permissions.
# Ctrl+Enter runs the operation; the Docs button on the left opens the schema.
query Me {
  viewer {
    name
    email
    claims
  }
}
`;

/**
 * Variables and history may name members, so the playground keeps them for this tab only
 * (like the session's tokens) instead of GraphiQL's default localStorage.
 */
const playgroundStorage = window.sessionStorage;

/** Developers: GraphiQL against the gateway as the signed-in superAdmin (route table gates it). */
export default function DevelopersPage({ pageName }: PageProps) {
  const { userManager } = useAuth();
  const { colorMode } = useColorMode();
  const { viewer } = useViewer();
  const { ref, height } = useFillViewport<HTMLDivElement>();
  const playground = useMemo(() => createPlaygroundFetcher(userManager), [userManager]);
  useEffect(() => () => playground.dispose(), [playground]);

  return (
    <Box>
      <Heading as="h1" size="lg">
        {pageName}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        GraphQL playground — operations run as {viewer?.name ?? 'you'}; subscriptions use graphql-ws.
      </Text>
      <Box ref={ref} h={`${height}px`} minH="480px" borderWidth="1px" borderRadius="md" overflow="hidden">
        <GraphiQL
          fetcher={playground.fetcher}
          defaultQuery={DEFAULT_QUERY}
          storage={playgroundStorage}
          forcedTheme={colorMode}
          // The session supplies Authorization on every request; a headers editor would only
          // invite pasting tokens into storage.
          isHeadersEditorEnabled={false}
        >
          <GraphiQL.Logo>Luminate API</GraphiQL.Logo>
        </GraphiQL>
      </Box>
    </Box>
  );
}

// Must run before GraphiQL loads Monaco.
import './monaco-workers.ts';
import 'graphiql/style.css';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Box, Heading, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { GraphiQL } from 'graphiql';
import type { Fetcher } from '@graphiql/toolkit';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { Link as RouterLink } from '../../shared/lib/router.ts';
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

/**
 * GraphiQL's own colours for its logo text and for the line number after the last line are too
 * faint to read (under 4.5:1); they take the full-strength colours of the same theme. In the dark
 * theme its background is darkened to near the app's own dark background, so that the editor's comments and line numbers
 * reach 4.5:1 against it.
 */
const PLAYGROUND_CONTRAST = {
  '& .graphiql-container .graphiql-logo': { color: 'hsl(var(--color-neutral))' },
  '& .monaco-editor .line-numbers.dimmed-line-number': { color: 'var(--vscode-editorLineNumber-foreground)' },
  'body.graphiql-dark & .graphiql-container': { '--color-base': '219, 29%, 8%' },
};

/**
 * GraphiQL marks each editor tab's list item as the tab while the buttons inside it (select,
 * close) are what takes focus: a control inside a control, which screen readers announce badly.
 * The tab role and its selected state move to the button that selects the tab.
 */
function useTabRolesOnButtons(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const set = (element: Element, name: string, value: string | null) => {
      if (element.getAttribute(name) === value) return;
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    };
    const fix = () => {
      for (const item of root.querySelectorAll('.graphiql-tab')) {
        const button = item.querySelector('.graphiql-tab-button');
        if (!button) continue;
        set(item, 'role', 'presentation');
        set(item, 'aria-selected', null);
        set(button, 'role', 'tab');
        set(button, 'aria-selected', String(item.classList.contains('graphiql-tab-active')));
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'role', 'aria-selected'] });
    return () => observer.disconnect();
  }, [container]);
}

/** Developers: GraphiQL against the gateway as the signed-in superAdmin (route table gates it). */
export default function DevelopersPage({ pageName }: PageProps) {
  const { userManager } = useAuth();
  const { colorMode } = useColorMode();
  const { viewer } = useViewer();
  const { ref, height } = useFillViewport<HTMLDivElement>();
  const playground = useMemo(() => createPlaygroundFetcher(userManager), [userManager]);
  useEffect(() => () => playground.dispose(), [playground]);
  useTabRolesOnButtons(ref);
  // GraphiQL reads the schema first thing; until it has it, the page says so.
  const [schemaLoading, setSchemaLoading] = useState(true);
  const fetcher = useMemo<Fetcher>(
    () => (params, options) => {
      const result = playground.fetcher(params, options);
      if (params.operationName === 'IntrospectionQuery' && result instanceof Promise) {
        setSchemaLoading(true);
        const done = () => setSchemaLoading(false);
        result.then(done, done);
      }
      return result;
    },
    [playground],
  );

  return (
    <Box>
      <Heading as="h1" size="lg">
        {pageName}
      </Heading>
      <HStack gap="3" mb="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm">
          GraphQL playground — operations run as {viewer?.name ?? 'you'}; subscriptions use graphql-ws.
        </Text>
        <Link asChild colorPalette="blue" variant="underline" fontSize="sm">
          <RouterLink href="/graph-reference">Graph Reference</RouterLink>
        </Link>
        {schemaLoading && (
          <HStack gap="2" role="status" fontSize="sm">
            <Spinner size="xs" aria-hidden />
            <Text>Loading the schema…</Text>
          </HStack>
        )}
      </HStack>
      <Box ref={ref} h={`${height}px`} minH="480px" borderWidth="1px" borderRadius="md" overflow="hidden" css={PLAYGROUND_CONTRAST}>
        <GraphiQL
          fetcher={fetcher}
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

import { Heading, Stack, Text } from '@chakra-ui/react';
import reference from 'virtual:graph-reference';
import type { PageProps } from '../../shared/lib/page.ts';
import { GraphReferenceView } from './graph-reference-view.tsx';

/**
 * /graph-reference: every type of the graph with its description, fields, arguments and values,
 * for every signed-in user. Computed from schema/graph when the app is built, so reading it needs
 * neither a request to the gateway nor the introspection only superAdmins may run.
 */
export default function GraphReferencePage({ pageName }: PageProps) {
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        {pageName}
      </Heading>
      <Text color="fg.muted" maxW="3xl">
        The types of the Luminate graph as this version of the app knows them: root fields first, then every type by name. Each field's
        description says who may call it.
      </Text>
      <GraphReferenceView reference={reference} />
    </Stack>
  );
}

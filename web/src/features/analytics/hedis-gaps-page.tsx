/** /creatio-hedis-gaps: the Hedis Gaps workbook with its Refresh and Export. */
import { Heading, Stack } from '@chakra-ui/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { EmbeddedWorkbook } from '../../shared/embed/index.ts';

export default function HedisGapsPage({ pageName }: PageProps) {
  return (
    <Stack gap="4" maxW="7xl" mx="auto">
      <Heading as="h1" size="lg">
        {pageName}
      </Heading>
      <EmbeddedWorkbook workbook="HEDIS_GAPS" title="Hedis Gaps workbook" />
    </Stack>
  );
}

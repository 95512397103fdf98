/** /high-cost: the High Need Patient List workbook (Medical Cost), for those the rule admits. */
import { Heading, Stack } from '@chakra-ui/react';
import type { PageProps } from '../../shared/lib/page.ts';
import { EmbeddedWorkbook } from '../../shared/embed/index.ts';
import { MedicalCostGate } from './medical-cost-gate.tsx';

export default function HighNeedsPage({ pageName }: PageProps) {
  return (
    <MedicalCostGate pageName={pageName}>
      <Stack gap="4" maxW="7xl" mx="auto">
        <Heading as="h1" size="lg">
          {pageName}
        </Heading>
        <EmbeddedWorkbook workbook="HIGH_NEEDS" title="High Need Patient List" />
      </Stack>
    </MedicalCostGate>
  );
}

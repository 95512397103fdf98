import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ReportCard } from './report-card.tsx';
import type { ReportCapabilities, ReportPageData } from './use-report-page-data.ts';

/** One report's answer out of the page's: undefined while loading, null when the question failed. */
export function accessTo(can: ReportPageData['can'], report: keyof ReportCapabilities) {
  return can === null ? null : can?.[report];
}

/** One report of a page: its card's title and description, the capability that lets the viewer run it, and its form. */
export interface ReportEntry {
  title: string;
  description: ReactNode;
  report: keyof ReportCapabilities;
  /** The report's form; with `ownCard`, a complete card of its own spanning the grid. */
  form: ReactNode;
  ownCard?: boolean;
}

/**
 * The cards a viewer sees: only the reports the gateway lets them run. Until it answers (or when
 * it could not be asked) every card stays, waiting or saying why it is not available.
 */
function visibleReports(can: ReportPageData['can'], reports: readonly ReportEntry[]): readonly ReportEntry[] {
  return can ? reports.filter((r) => can[r.report].allowed) : reports;
}

export interface ReportLayoutProps {
  title: string;
  intro: string;
  error: unknown;
  tool: string;
  can: ReportPageData['can'];
  reports: readonly ReportEntry[];
}

/** The frame of every report page: its heading, what it is for, then the reports the viewer may run as cards in a responsive grid. */
export function ReportLayout({ title, intro, error, tool, can, reports }: ReportLayoutProps) {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="4xl">
        {intro}
      </Text>
      <ErrorAlert error={error} tool={tool} />
      <SimpleGrid columns={{ base: 1, lg: 2, '2xl': 3 }} gap="4" alignItems="stretch">
        {visibleReports(can, reports).map((r) =>
          r.ownCard ? (
            // A card of its own (the bulk neighborhood update's validation summary is a table): the whole row.
            can ? (
              <Box key={r.title} gridColumn="1 / -1">
                {r.form}
              </Box>
            ) : null
          ) : (
            <ReportCard key={r.title} title={r.title} description={r.description} access={accessTo(can, r.report)}>
              {r.form}
            </ReportCard>
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}

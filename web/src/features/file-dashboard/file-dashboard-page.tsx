import { useCallback, useState } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FileDashboardDocument, UncategorizedFileCountDocument, type FileRowFragment } from '../../generated/graphql.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { useSearchParams } from '../../shared/lib/router.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { CategorizeFileDialog } from './categorize-file-dialog.tsx';
import { CategoryConfigs } from './category-configs.tsx';
import { CreateFileTypeDialog } from './create-file-type-dialog.tsx';
import { ErroredFiles } from './errored-files.tsx';
import { FileDetailsDialog } from './file-details-dialog.tsx';
import { FilesTable } from './files-table.tsx';
import { SectionNav } from './section-nav.tsx';
import { ADMIN_SECTIONS, paramsOfSection, sectionFromParams, type AdminSectionKey, type Section } from './sections.ts';
import { SourcesTable } from './sources-table.tsx';
import { TypeConfigs } from './type-configs.tsx';

export const FILE_DASHBOARD_TITLE = 'File Dashboard';

const ALL_ADMIN_SECTIONS: readonly AdminSectionKey[] = ADMIN_SECTIONS.map((s) => s.key);

/**
 * /file-dashboard: the left list of dashboard sources (the first one opened by default) and, for
 * those allowed, the admin sections; the file search; and the chosen section in the main area.
 * The choice lives in the address, so a reload keeps it.
 */
export default function FileDashboardPage(_props: PageProps) {
  const { data, loading, error } = useQuery(FileDashboardDocument);
  const can = data?.viewer.can;
  const adminAllowed = can?.viewFileAdminSections.allowed ?? false;
  const count = useQuery(UncategorizedFileCountDocument, { skip: !adminAllowed });
  const [params, setParams] = useSearchParams();
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const [categorizing, setCategorizing] = useState<FileRowFragment | null>(null);
  const [typing, setTyping] = useState<FileRowFragment | null>(null);

  const sources = data?.fileDashboardSources ?? null;
  const asked = sectionFromParams(params);
  // The default (and a section the viewer may not open) falls back to the first dashboard source.
  const fallback: Section | null = sources?.[0]
    ? { kind: 'source', sourceId: sources[0].id }
    : adminAllowed
      ? { kind: 'admin', key: 'uncategorized' }
      : null;
  const section: Section | null = asked.kind === 'default' || (asked.kind === 'admin' && data && !adminAllowed) ? fallback : asked;
  const select = (next: Section) => setParams(paramsOfSection(next));
  const view = useCallback((file: FileRowFragment) => setDetailsOf(file.id), []);

  const canDownload = can?.downloadFiles.allowed ?? false;
  const sourceName = section?.kind === 'source' ? (sources?.find((s) => s.id === section.sourceId)?.name ?? 'Source') : null;

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {FILE_DASHBOARD_TITLE}
      </Heading>
      <ErrorAlert error={error} tool="Files" />
      <Flex gap="6" align="flex-start" direction={{ base: 'column', md: 'row' }}>
        <SectionNav
          sources={loading && !data ? null : (sources ?? [])}
          adminSections={adminAllowed ? ALL_ADMIN_SECTIONS : []}
          uncategorizedCount={count.data?.uncategorizedFileCount ?? null}
          selected={section ?? { kind: 'default' }}
          onSelect={select}
        />
        <Box as="section" flex="1" minW="0" aria-labelledby="file-section-heading">
          {loading && !data ? (
            <LoadingBlock label="Loading the file dashboard" heights={['8', '64']} />
          ) : !section ? (
            <Text color="fg.muted" id="file-section-heading">
              No sources are shown on the dashboard yet.
            </Text>
          ) : section.kind === 'source' ? (
            <Stack gap="3">
              <SectionHeading title={`${sourceName}: File History`} />
              <FilesTable
                key={section.sourceId}
                caption={`File history of ${sourceName}`}
                filter={{ sourceId: section.sourceId }}
                canDownload={canDownload}
                onView={view}
              />
            </Stack>
          ) : section.kind === 'search' ? (
            <Stack gap="3">
              <SectionHeading title={`Files matching “${section.text}”`} />
              <FilesTable
                key={section.text}
                caption={`Files matching ${section.text}`}
                filter={{ search: section.text }}
                showSource
                canDownload={canDownload}
                onView={view}
                emptyText={`No file names contain “${section.text}”.`}
              />
            </Stack>
          ) : section.kind === 'admin' ? (
            <Stack gap="3">
              <SectionHeading title={ADMIN_SECTIONS.find((s) => s.key === section.key)?.label ?? ''} />
              {section.key === 'uncategorized' && (
                <FilesTable
                  caption="Uncategorized files"
                  filter={{ uncategorized: true }}
                  showSource
                  canDownload={canDownload}
                  onView={view}
                  emptyText="Every file has a category."
                />
              )}
              {section.key === 'errored' && <ErroredFiles onView={view} />}
              {section.key === 'categoryConfigs' && <CategoryConfigs />}
              {section.key === 'typeConfigs' && <TypeConfigs />}
              {section.key === 'sources' && <SourcesTable canAdd={can?.addFileSource.allowed ?? false} />}
            </Stack>
          ) : null}
        </Box>
      </Flex>
      <FileDetailsDialog fileId={detailsOf} onClose={() => setDetailsOf(null)} onAddCategory={setCategorizing} onAddFileType={setTyping} />
      <CategorizeFileDialog file={categorizing} onClose={() => setCategorizing(null)} />
      <CreateFileTypeDialog file={typing} onClose={() => setTyping(null)} />
    </Stack>
  );
}

function SectionHeading({ title }: { title: string }) {
  return (
    <Heading as="h2" size="md" id="file-section-heading">
      {title}
    </Heading>
  );
}

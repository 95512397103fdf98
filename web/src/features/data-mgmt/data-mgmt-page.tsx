import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { DataMgmtCapabilitiesDocument } from '../../generated/graphql.ts';
import { BulkFlowCard } from '../../shared/bulk/index.ts';
import type { PageProps } from '../../shared/lib/page.ts';
import { Link as RouterLink, usePathname, useSearchParams } from '../../shared/lib/router.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { FileUploadCard } from './file-upload-card.tsx';
import { choiceLabel, DATA_MGMT_CHOICES, FLOW_TEXT, isDataMgmtChoice, type DataMgmtChoice } from './flows.ts';
import { NewMembersCard } from './new-members-card.tsx';

/**
 * /admin/data-mgmt (dataMgmt): a selector of the seven cards. The choice is in the URL (?flow=…), so
 * a reload or a shared link opens the same card. Phone Numbers needs pt-mgmt as well: without it
 * the entry is disabled and says why.
 */
export default function DataMgmtPage({ pageName }: PageProps) {
  const pathname = usePathname();
  const [params] = useSearchParams();
  const capabilities = useQuery(DataMgmtCapabilitiesDocument);
  const phones = capabilities.data?.viewer.can.bulkUpdatePhones;
  const asked = params.get('flow');
  const choice: DataMgmtChoice | null = isDataMgmtChoice(asked) ? asked : null;
  const refused = (c: DataMgmtChoice) => c === 'phones' && phones?.allowed !== true;

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <ErrorAlert error={capabilities.error} />
      <Box as="nav" aria-label="Data management flows">
        <HStack gap="2" wrap="wrap" as="ul" listStyleType="none">
          {DATA_MGMT_CHOICES.map((c) => {
            const current = c === choice;
            return (
              <li key={c}>
                {refused(c) ? (
                  <Button size="sm" variant="outline" disabled aria-describedby="phones-refused">
                    {choiceLabel(c)}
                  </Button>
                ) : (
                  <Button asChild size="sm" variant={current ? 'solid' : 'outline'} colorPalette="blue">
                    <RouterLink href={`${pathname}?flow=${c}`} aria-current={current ? 'page' : undefined}>
                      {choiceLabel(c)}
                    </RouterLink>
                  </Button>
                )}
              </li>
            );
          })}
        </HStack>
        {phones && !phones.allowed && (
          <Text id="phones-refused" mt="2" fontSize="sm" color="fg.muted">
            Phone Numbers: {phones.reason ?? 'not available to you'}
          </Text>
        )}
      </Box>
      {choice === null ? (
        <Text color="fg.muted">Choose what to upload.</Text>
      ) : choice === 'phones' && !phones ? (
        capabilities.loading && <LoadingBlock label="Loading permissions" />
      ) : (
        <ChoiceCard key={choice} choice={choice} phonesRefusal={phones && !phones.allowed ? (phones.reason ?? '') : null} />
      )}
    </Stack>
  );
}

function ChoiceCard({ choice, phonesRefusal }: { choice: DataMgmtChoice; phonesRefusal: string | null }) {
  if (choice === 'file-upload') return <FileUploadCard />;
  if (choice === 'new-members') return <NewMembersCard />;
  if (choice === 'phones' && phonesRefusal !== null)
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Description>{phonesRefusal || 'Phone number bulk updates need the pt-mgmt permission.'}</Alert.Description>
      </Alert.Root>
    );
  const text = FLOW_TEXT[choice];
  return <BulkFlowCard flow={choice} description={text.description} summaryHeading={text.summaryHeading} afterSubmit={text.afterSubmit} />;
}

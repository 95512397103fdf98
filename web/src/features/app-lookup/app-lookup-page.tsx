import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CLOSEST_OFFICES_COUNT } from '@luminate/schema/rules';
import { LookupAddressDocument } from '../../generated/graphql.ts';
import { AddressField } from '../../shared/address/address-field.tsx';
import type { PageProps } from '../../shared/lib/page.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { ClosestOfficesPanel } from './closest-offices-panel.tsx';
import { countyName, lookupBlockedReason, TIME_RESTRICTED_TEXT, type LookupAddress } from './lookup-rules.ts';
import { ValidCountiesDialog } from './valid-counties-dialog.tsx';

/** Where the chosen address sits: served or not, time-restricted or not, with the valid counties link. */
function AddressStatus({ address, onShowCounties }: { address: LookupAddress; onShowCounties: () => void }) {
  return (
    <Stack gap="2">
      <Text>
        <Text as="span" color="fg.muted">
          Selected address:{' '}
        </Text>
        <Text as="span" fontWeight="medium" data-testid="selected-address">
          {address.formattedAddress}
        </Text>
        {address.county && <Text as="span" color="fg.muted">{` (${countyName(address)})`}</Text>}
      </Text>
      {!address.countyActive && (
        <Alert.Root status="warning" role="alert" data-alert="out-of-area">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <strong>Out of area:</strong> {countyName(address)} is not active at this time.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {address.timeRestricted && (
        <Alert.Root status="warning" role="alert" data-alert="time-restricted">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              <strong>Time-restricted area:</strong> {TIME_RESTRICTED_TEXT}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Box>
        <Link asChild colorPalette="blue" variant="underline" fontSize="sm">
          <button type="button" onClick={onShowCounties}>
            Show valid counties
          </button>
        </Link>
      </Box>
    </Stack>
  );
}

/**
 * /app-lookup: choose an address; once its county is served and its zip is not time-restricted,
 * Lookup lists the ten offices closest to it with who serves them.
 */
export default function AppLookupPage({ pageName }: PageProps) {
  const reasonId = useId();
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [lookedUp, setLookedUp] = useState<LookupAddress | null>(null);
  const [countiesOpen, setCountiesOpen] = useState(false);
  const status = useQuery(LookupAddressDocument, { variables: { placeId: placeId ?? '' }, skip: !placeId });
  const address = placeId ? (status.data?.resolvedAddress ?? null) : null;
  const checking = Boolean(placeId) && status.loading && !status.data;
  const blocked = checking ? 'Checking the address…' : lookupBlockedReason(address);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {pageName}
      </Heading>
      <Text color="fg.muted" maxW="4xl">
        Find the {CLOSEST_OFFICES_COUNT} offices closest to a US address, with their APP, backups, iAPP and CES.
      </Text>
      <Box
        as="form"
        maxW="2xl"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (address && !lookupBlockedReason(address)) setLookedUp(address);
        }}
      >
        <Stack gap="3">
          <AddressField
            label="Address"
            purpose="to look up"
            onResolved={(resolved) => {
              setLookedUp(null);
              setPlaceId(resolved.placeId);
            }}
          />
          <ErrorAlert error={status.error} />
          {address && <AddressStatus address={address} onShowCounties={() => setCountiesOpen(true)} />}
          <HStack gap="3" align="center" wrap="wrap">
            <Button type="submit" colorPalette="blue" disabled={Boolean(blocked)} aria-describedby={blocked ? reasonId : undefined}>
              Lookup
            </Button>
            {blocked && (
              <Text id={reasonId} fontSize="sm" color="fg.muted">
                {blocked}
              </Text>
            )}
          </HStack>
        </Stack>
      </Box>
      {lookedUp && <ClosestOfficesPanel key={lookedUp.placeId} address={lookedUp} />}
      <ValidCountiesDialog stateAbbrev={address?.state ?? null} open={countiesOpen} onClose={() => setCountiesOpen(false)} />
    </Stack>
  );
}

import { Checkbox, Code, Portal, Stack, Table, Tooltip } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { GrantClaimDocument, RevokeClaimDocument, type ClaimCatalogQuery, type UserAccessFragment } from '../../generated/graphql.ts';
import { toast } from '../../shared/lib/toasts.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { storeUser } from './cache.ts';

export type ClaimInfo = ClaimCatalogQuery['claims'][number];

interface UserClaimsTableProps {
  user: UserAccessFragment;
  /** The claims the viewer may see (the gateway hides admin and superAdmin from non-superAdmins). */
  claims: readonly ClaimInfo[];
}

/** One checkbox per claim, with its description as tooltip; ticking grants, unticking revokes. */
export function UserClaimsTable({ user, claims }: UserClaimsTableProps) {
  const [grantClaim, granting] = useMutation(GrantClaimDocument, { update: (cache, { data }) => storeUser(cache, data?.grantClaim) });
  const [revokeClaim, revoking] = useMutation(RevokeClaimDocument, { update: (cache, { data }) => storeUser(cache, data?.revokeClaim) });
  const saving = granting.loading || revoking.loading;
  const name = user.displayName ?? user.uid;

  const setClaim = async (info: ClaimInfo, granted: boolean) => {
    granting.reset();
    revoking.reset();
    const variables = { uid: user.uid, claim: info.claim };
    try {
      if (granted) await grantClaim({ variables });
      else await revokeClaim({ variables });
    } catch {
      return; // Shown by the error alert from the mutation's state.
    }
    toast.success({
      title: granted ? 'Claim granted' : 'Claim revoked',
      description: `${info.name} ${granted ? 'granted to' : 'revoked from'} ${name}. It applies from their next sign-in.`,
    });
  };

  return (
    <Stack gap="2">
      <ErrorAlert
        error={granting.error ?? revoking.error}
        onDismiss={() => {
          granting.reset();
          revoking.reset();
        }}
      />
      <Table.Root size="sm" aria-label="Claims" borderWidth="1px" rounded="md">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Claim</Table.ColumnHeader>
            <Table.ColumnHeader>Key</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {claims.map((info) => {
            const granted = user.claims.includes(info.claim);
            const editable = user.viewerCan.grantClaims && info.viewerCanGrant;
            return (
              <Table.Row key={info.claim} data-claim={info.key}>
                <Table.Cell>
                  <Tooltip.Root openDelay={200} positioning={{ placement: 'right' }}>
                    <Tooltip.Trigger asChild>
                      <Checkbox.Root
                        checked={granted}
                        disabled={!editable || saving}
                        onCheckedChange={(e) => void setClaim(info, e.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{info.name}</Checkbox.Label>
                      </Checkbox.Root>
                    </Tooltip.Trigger>
                    <Portal>
                      <Tooltip.Positioner>
                        <Tooltip.Content>{info.description}</Tooltip.Content>
                      </Tooltip.Positioner>
                    </Portal>
                  </Tooltip.Root>
                </Table.Cell>
                <Table.Cell>
                  <Code size="sm">{info.key}</Code>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

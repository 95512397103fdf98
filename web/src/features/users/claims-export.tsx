import { useState } from 'react';
import { Button, Card, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { toast } from '../../shared/lib/toasts.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { downloadClaimsReport } from './claims-report.ts';
import type { ClaimInfo } from './user-claims-table.tsx';

/** SuperAdmin-only workbook of users and their claims, optionally for one claim. */
export function ClaimsExport({ claims }: { claims: readonly ClaimInfo[] }) {
  const { user } = useAuth();
  const [claimKey, setClaimKey] = useState('');
  const [building, setBuilding] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const build = async () => {
    if (!user) return;
    setBuilding(true);
    setError(null);
    try {
      const fileName = await downloadClaimsReport(user.access_token, claimKey || null);
      toast.success({ title: 'Claims export ready', description: fileName });
    } catch (failure) {
      setError(failure);
    } finally {
      setBuilding(false);
    }
  };

  return (
    <Card.Root size="sm" aria-label="Claims export">
      <Card.Header>
        <Card.Title>Claims export</Card.Title>
      </Card.Header>
      <Card.Body>
        <ErrorAlert error={error} onDismiss={() => setError(null)} />
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>Claim (optional)</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={claimKey} onChange={(e) => setClaimKey(e.currentTarget.value)}>
                <option value="">All claims</option>
                {claims.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button size="sm" colorPalette="blue" onClick={() => void build()} loading={building} loadingText="Building">
            Build
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

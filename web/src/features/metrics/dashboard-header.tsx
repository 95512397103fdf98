import { Box, Button, ButtonGroup, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { DashboardRole, MetricsDashboardHeaderQuery } from '../../generated/graphql.ts';

export const DASHBOARD_ROLES: readonly DashboardRole[] = ['PCC', 'CD', 'SW', 'CMD', 'ALL'];

export type DashboardHeaderData = MetricsDashboardHeaderQuery['metricsDashboardHeader'];

export interface DashboardHeaderProps {
  header: DashboardHeaderData;
  /** The name shown when the viewer may not pick anyone else (or has no employee record). */
  viewerName: string;
  /** The employee whose dashboard shows. */
  employeeId: string | null;
  onEmployeeChange: (employeeId: string) => void;
  role: DashboardRole;
  onRoleChange: (role: DashboardRole) => void;
}

/**
 * Patient Care Management's header: the role toggle (only for the assignment types the gateway
 * says may switch roles) and whose dashboard it is — a picker of the team's members for those who
 * may look at others' dashboards, otherwise just the viewer's own name.
 */
export function DashboardHeader({ header, viewerName, employeeId, onEmployeeChange, role, onRoleChange }: DashboardHeaderProps) {
  const ownName = header.teamMembers.find((m) => m.employeeId === header.employeeId)?.fullName ?? viewerName;
  return (
    <Box as="section" aria-labelledby="pcm-heading" borderWidth="1px" rounded="md" p="4" bg="bg.panel">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'start', md: 'center' }} gap="4">
        <Heading as="h2" size="lg" id="pcm-heading">
          Patient Care Management
        </Heading>
        <HStack gap="4" wrap="wrap" align="end">
          {header.showRoleToggle && (
            <Stack gap="1">
              <Text id="role-toggle-label" fontSize="sm" fontWeight="medium">
                Role
              </Text>
              <ButtonGroup size="sm" variant="outline" attached role="group" aria-labelledby="role-toggle-label" data-testid="role-toggle">
                {DASHBOARD_ROLES.map((r) => (
                  <Button
                    key={r}
                    aria-pressed={r === role}
                    variant={r === role ? 'solid' : 'outline'}
                    colorPalette={r === role ? 'blue' : 'gray'}
                    onClick={() => r !== role && onRoleChange(r)}
                  >
                    {r}
                  </Button>
                ))}
              </ButtonGroup>
            </Stack>
          )}
          {header.canPickTeamMember && header.teamMembers.length > 1 ? (
            <Field.Root w="auto" minW="56">
              <Field.Label>Team member</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={employeeId ?? header.employeeId ?? ''} onChange={(e) => onEmployeeChange(e.currentTarget.value)}>
                  {header.teamMembers.map((member) => (
                    <option key={member.employeeId} value={member.employeeId}>
                      {member.fullName}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ) : (
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="medium">
                Team member
              </Text>
              <Text data-testid="own-name">{ownName}</Text>
            </Stack>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}

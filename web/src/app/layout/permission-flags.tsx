import { Box, Button, Flex, Heading, Switch, Text } from '@chakra-ui/react';
import { CLAIM_FLAGS, useDisplayClaims } from './display-claims.ts';

/**
 * One switch per permission flag for admins: what the menus and pages would look like with or
 * without it. Display only — the gateway keeps using the token's real claims.
 */
export function PermissionFlags() {
  const { claims, canOverride, overridden, setFlag, resetFlags } = useDisplayClaims();
  if (!canOverride) return null;
  return (
    <Box as="section" aria-labelledby="permission-flags-heading" borderTopWidth="1px" pt="3">
      <Flex align="center" justify="space-between" mb="1">
        <Heading as="h3" size="sm" id="permission-flags-heading">
          Permission flags
        </Heading>
        <Button size="xs" variant="ghost" onClick={resetFlags} disabled={!overridden}>
          Reset
        </Button>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mb="2">
        Changes only what this browser tab displays; your real permissions are unchanged.
      </Text>
      <Flex direction="column" gap="2">
        {CLAIM_FLAGS.map((flag) => (
          <Switch.Root
            key={flag.claim}
            size="sm"
            checked={claims.includes(flag.claim)}
            onCheckedChange={(e) => setFlag(flag.claim, e.checked)}
            title={flag.description}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{flag.name}</Switch.Label>
          </Switch.Root>
        ))}
      </Flex>
    </Box>
  );
}

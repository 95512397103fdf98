import { Text } from '@chakra-ui/react';
import { CLAIMS } from '@luminate/schema/claims';
import type { Claim } from '../app/claims.ts';
import { PageMessage } from '../shared/ui/page-message.tsx';

export const FORBIDDEN_TITLE = 'You do not have access to this page';

/** The display names of claims, as the user dialog's permission flags show them. */
function claimNames(claims: readonly Claim[]): string[] {
  return claims.map((claim) => CLAIMS.find((c) => c.enumName === claim)?.name ?? claim);
}

/** "A", "A or B", "A, B or C". */
function either(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

export interface ForbiddenProps {
  pageName: string;
  /** The permissions the page asks for (any one of them suffices); empty when not known. */
  anyOf?: readonly Claim[];
}

/** A signed-in user on a page their permissions do not open: which permission it needs, and a way back. */
export default function Forbidden({ pageName, anyOf = [] }: ForbiddenProps) {
  const names = claimNames(anyOf);
  return (
    <PageMessage title={FORBIDDEN_TITLE} detail="Ask an administrator for the permission if you need this page.">
      <Text>You do not have permission to view {pageName}.</Text>
      {names.length > 0 && (
        <Text mt="1" data-testid="forbidden-reason">
          {`It needs the ${either(names)} permission${names.length > 1 ? ' (any one of them)' : ''}.`}
        </Text>
      )}
    </PageMessage>
  );
}

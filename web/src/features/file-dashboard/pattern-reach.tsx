import { useEffect, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FilesMatchingPatternDocument } from '../../generated/graphql.ts';
import { formatCount } from '../../shared/lib/format.ts';

/** Typing settles for this long before the server is asked which files a pattern matches. */
const SETTLE_MS = 350;
/** Names listed under the count. */
const SHOWN = 5;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export interface PatternReachProps {
  /** A pattern the shared rule accepts for the file (nothing is asked for any other). */
  pattern: string;
  sourceId: string;
  sourceName: string;
}

/**
 * How far a category pattern reaches: the pattern belongs to the whole source, so saving it also
 * categorises the source's other uncategorised files it matches. The count and the first names are
 * the server's answer, by the same matching rule.
 */
export function PatternReach({ pattern, sourceId, sourceName }: PatternReachProps) {
  const settled = useSettled(pattern);
  const { data, previousData } = useQuery(FilesMatchingPatternDocument, {
    variables: { pattern: settled, sourceId, take: SHOWN },
    skip: settled.trim() === '',
  });
  const matches = (data ?? previousData)?.filesMatchingPattern;
  if (!matches) return null;
  const more = matches.totalCount - matches.nodes.length;
  return (
    <Box role="status" aria-live="polite" fontSize="sm" color="fg.muted" data-testid="pattern-reach">
      <Text>
        The pattern matches {formatCount(matches.totalCount)} file{matches.totalCount === 1 ? '' : 's'} of {sourceName}; uncategorised ones
        among them take this category too.
      </Text>
      {matches.nodes.length > 0 && (
        <Text fontFamily="mono" fontSize="xs" mt="1" wordBreak="break-all">
          {matches.nodes.map((f) => f.name).join(', ')}
          {more > 0 ? ` and ${more} more` : ''}
        </Text>
      )}
    </Box>
  );
}

import { useId } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { HEX_LAYER_MAX, HEX_LAYER_MIN } from '@luminate/schema/rules';
import { formatCount } from '../../shared/lib/format.ts';
import { membersText } from './map-model.ts';

export interface HexSelectPanelProps {
  color: string;
  onColorChange: (color: string) => void;
  /** The layer as typed (validated by the page). */
  layerText: string;
  /** The layer in use: the last valid one typed. */
  layer: number;
  onLayerChange: (text: string) => void;
  layerError: string | null;
  hexes: readonly { hex: string; count: number }[];
  selected: ReadonlySet<string>;
  onToggle: (hex: string) => void;
  onClear: () => void;
  /** Members living in the selected hexes; null while counting. */
  memberCount: number | null;
}

/**
 * Hex-Select's controls: the colour selected hexes are drawn in, the layer (1 to 8), the read-only
 * member count of the selection, and the hexes as a list so they can be picked with the keyboard
 * as well as on the map.
 */
export function HexSelectPanel(props: HexSelectPanelProps) {
  const { color, onColorChange, layerText, layer, onLayerChange, layerError, hexes, selected, onToggle, onClear, memberCount } = props;
  const listId = useId();
  const sorted = [...hexes].sort((a, b) => b.count - a.count || a.hex.localeCompare(b.hex));
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="3" data-testid="hex-select-panel">
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root maxW="9rem">
          <Field.Label>Selection colour</Field.Label>
          <Input type="color" size="sm" p="1" w="16" value={color} onChange={(e) => onColorChange(e.target.value)} />
        </Field.Root>
        <Field.Root maxW="9rem" invalid={Boolean(layerError)}>
          <Field.Label>Layer</Field.Label>
          <Input
            type="number"
            size="sm"
            min={HEX_LAYER_MIN}
            max={HEX_LAYER_MAX}
            step={1}
            value={layerText}
            onChange={(e) => onLayerChange(e.target.value)}
          />
          {layerError ? (
            <Field.ErrorText>{layerError}</Field.ErrorText>
          ) : (
            <Field.HelperText>{`${HEX_LAYER_MIN} to ${HEX_LAYER_MAX}`}</Field.HelperText>
          )}
        </Field.Root>
        <Field.Root maxW="14rem">
          <Field.Label>Members in selected hexes</Field.Label>
          <Input
            size="sm"
            readOnly
            value={memberCount === null ? 'Counting…' : formatCount(memberCount)}
            aria-busy={memberCount === null}
          />
        </Field.Root>
        <Button size="sm" variant="outline" onClick={onClear} disabled={selected.size === 0}>
          Clear selection
        </Button>
      </HStack>
      <Box>
        <Text id={listId} textStyle="sm" fontWeight="medium" mb="1">
          {`Hexes at layer ${layer} (${formatCount(selected.size)} selected)`}
        </Text>
        {hexes.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            No hexes with members at this layer.
          </Text>
        ) : (
          <Box as="ul" role="list" aria-labelledby={listId} maxH="12rem" overflowY="auto" borderWidth="1px" rounded="sm" px="2" py="1">
            {sorted.map((h) => (
              <Box as="li" key={h.hex} listStyleType="none" textStyle="sm" py="0.5">
                <label>
                  <input type="checkbox" checked={selected.has(h.hex)} onChange={() => onToggle(h.hex)} data-hex={h.hex} />{' '}
                  <Text as="span" fontFamily="mono">
                    {h.hex}
                  </Text>{' '}
                  <Text as="span" color="fg.muted">
                    {membersText(h.count)}
                  </Text>
                </label>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

// The team map's legend: what a teal, a grey, a numbered and a small dark dot mean, with the counts.
import { Box, Flex, Text } from '@chakra-ui/react';

export const FRESH = { stroke: '#2C7A7B', fill: '#38B2AC' };
export const STALE = { stroke: '#4A5568', fill: '#A0AEC0' };

function Swatch({ fill, stroke, size = '3' }: { fill: string; stroke: string; size?: string }) {
  return (
    <Box
      as="span"
      display="inline-block"
      w={size}
      h={size}
      rounded="full"
      bg={fill}
      borderWidth="2px"
      style={{ borderColor: stroke }}
      // The map's dark edges vanish on a dark page: a light ring keeps the dot in view, its colours those of the map.
      _dark={{ outline: '1px solid', outlineColor: 'gray.400' }}
    />
  );
}

export function MapLegend({ fresh, stale }: { fresh: number; stale: number }) {
  const items = [
    { key: 'fresh', swatch: <Swatch {...FRESH} />, label: `Seen in the last 12 hours (${fresh})` },
    { key: 'stale', swatch: <Swatch {...STALE} />, label: `Stale (older than 12 hours) (${stale})` },
    {
      key: 'group',
      swatch: (
        <Box
          as="span"
          aria-hidden
          display="inline-grid"
          placeItems="center"
          w="5"
          h="5"
          rounded="full"
          fontSize="2xs"
          fontWeight="bold"
          color="white"
          style={{ background: FRESH.stroke }}
        >
          3
        </Box>
      ),
      label: 'Group of members: zoom in or click to separate',
    },
    { key: 'store', swatch: <Swatch fill="#718096" stroke="#2D3748" size="2" />, label: 'Store of that visit' },
  ];
  return (
    <Flex as="ul" role="list" aria-label="Map legend" gap="4" wrap="wrap" listStyleType="none" fontSize="sm">
      {items.map((item) => (
        <Flex as="li" key={item.key} align="center" gap="1.5">
          {item.swatch}
          <Text as="span" color="fg.muted">
            {item.label}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}

// Team Location's list beside the map: every member on it, the most recently seen first, with when and where each
// was last seen; typing part of a name narrows it, and choosing a member shows them on the map.
import { Box, Flex, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { foldForSearch } from '../../platform/components/search-text';
import { FRESH, STALE } from './base-map/MapLegend';

export interface ListedPosition {
  key: string;
  name: string;
  teamType?: string;
  ageMinutes: number;
  stale: boolean;
  store?: string;
}

interface TeamMemberListProps {
  positions: readonly ListedPosition[];
  /** "12 min ago", as the map's popups say it. */
  age: (minutes: number) => string;
  onShow: (key: string) => void;
}

export function TeamMemberList({ positions, age, onShow }: TeamMemberListProps) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const words = foldForSearch(query).split(' ').filter(Boolean);
    return [...positions]
      .sort((a, b) => a.ageMinutes - b.ageMinutes || a.name.localeCompare(b.name))
      .filter((position) => words.every((word) => foldForSearch(position.name).includes(word)));
  }, [positions, query]);
  return (
    <Stack gap="2" w={{ base: 'full', lg: '80' }} flexShrink={0}>
      <Input
        size="sm"
        type="search"
        aria-label="Find a member"
        placeholder="Find a member"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Text fontSize="xs" color="fg.muted" aria-live="polite">
        {shown.length === positions.length ? `${positions.length} members` : `${shown.length} of ${positions.length}`}
      </Text>
      <Box
        as="ul"
        aria-label="Members on the map"
        listStyleType="none"
        // Its own scroll, so a whole team (two hundred and more) never makes the page a long list; positioned, so the
        // items' visually hidden words (placed absolutely) are held and clipped by it rather than by the page.
        position="relative"
        maxH={{ base: '420px', lg: '560px' }}
        overflowY="auto"
        borderWidth="1px"
        rounded="md"
      >
        {shown.map((position) => (
          <Box
            as="li"
            key={position.key}
            data-member={position.name}
            data-stale={position.stale}
            borderBottomWidth="1px"
          >
            <Box
              as="button"
              w="full"
              textAlign="start"
              px="3"
              py="2"
              cursor="pointer"
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '-2px' }}
              onClick={() => onShow(position.key)}
            >
              {/* Named by what it shows (label in name), after what it does. */}
              <VisuallyHidden>Show on the map: </VisuallyHidden>
              <Flex align="center" gap="2">
                <Box
                  as="span"
                  w="2.5"
                  h="2.5"
                  rounded="full"
                  flexShrink={0}
                  style={{ background: position.stale ? STALE.fill : FRESH.fill }}
                />
                <Text as="span" fontWeight="medium" fontSize="sm" truncate>
                  {position.name}
                </Text>
                <Text as="span" ms="auto" fontSize="xs" color={position.stale ? 'fg.muted' : 'fg'} flexShrink={0}>
                  {age(position.ageMinutes)}
                </Text>
              </Flex>
              <Text fontSize="xs" color="fg.muted" truncate>
                {[position.teamType, position.store ?? 'an unknown store'].filter(Boolean).join(' · ')}
              </Text>
            </Box>
          </Box>
        ))}
        {shown.length === 0 && (
          <Box as="li" px="3" py="2" fontSize="sm" color="fg.muted">
            Nobody matches “{query}”
          </Box>
        )}
      </Box>
    </Stack>
  );
}

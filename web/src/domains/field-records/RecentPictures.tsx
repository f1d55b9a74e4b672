// Store Pictures' "Recent pictures": the latest 50 pictures over the report filter (recentStorePictures)
// as a scrolling strip of thumbnails, with its own loading, empty and error states.

import { useQuery } from '@apollo/client/react';
import { Box, Flex, Skeleton, Text } from '@chakra-ui/react';
import type { DocumentType } from '../../gql';
import type { ReportFilter } from '../../gql/graphql';
import { Picture } from '../../platform/components/Picture';
import { ErrorState } from '../../platform/components/States';
import { RecentStorePicturesQuery } from './records.documents';

export type RecentPicture = DocumentType<typeof RecentStorePicturesQuery>['recentStorePictures'][number];
const CAPTION = 'Recent pictures';
/** A thumbnail's caption: what the picture shows, where. */
const caption = (picture: RecentPicture) => `${picture.element?.name ?? ''} · ${picture.store?.name ?? ''}`;

export function RecentPictures({
  filter,
  onOpen,
}: {
  filter: ReportFilter;
  onOpen: (pictures: readonly RecentPicture[], index: number) => void;
}) {
  const { data, loading, error, refetch } = useQuery(RecentStorePicturesQuery, { variables: { filter } });
  const pictures = data?.recentStorePictures ?? [];
  return (
    <Box as="section" aria-labelledby="recent-pictures-caption">
      <Text id="recent-pictures-caption" fontWeight="semibold" fontSize="sm" mb="2">
        {CAPTION}
        {data ? ` · latest ${pictures.length}` : ''}
      </Text>
      {error ? (
        <ErrorState failure={error} message="Failed to fetch recent store pictures" onRetry={() => void refetch()} />
      ) : null}
      {!error && loading && !data && (
        <Flex gap="2" aria-busy="true" aria-label="Loading recent pictures">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
            <Skeleton key={index} w="120px" h="90px" rounded="md" />
          ))}
        </Flex>
      )}
      {!error && data && pictures.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No pictures were taken for these filters.
        </Text>
      )}
      {!error && pictures.length > 0 && (
        <Flex as="ul" role="list" aria-label={CAPTION} gap="2" overflowX="auto" pb="2" listStyleType="none">
          {pictures.map((picture, index) => (
            <Box
              as="li"
              key={picture.id}
              role="listitem"
              flex="0 0 auto"
              aria-label={`Open ${picture.element?.name ?? 'picture'} at ${picture.store?.name ?? ''}`}
            >
              <Box
                as="button"
                w="120px"
                textAlign="left"
                borderWidth="1px"
                rounded="md"
                overflow="hidden"
                onClick={() => onOpen(pictures, index)}
                title={`${caption(picture)} · ${picture.teamMember?.name ?? ''}`}
                _hover={{ shadow: 'md' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing' }}
              >
                <Picture src={picture.url} alt="" loading="lazy" w="120px" h="90px" objectFit="contain" bg="bg.muted" />
                {/* Shortened to one line: the whole caption is the button's title and the item's name. */}
                <Text fontSize="2xs" px="1.5" py="1" truncate>
                  {caption(picture)}
                </Text>
              </Box>
            </Box>
          ))}
        </Flex>
      )}
    </Box>
  );
}

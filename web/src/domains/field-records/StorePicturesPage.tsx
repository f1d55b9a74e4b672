// Store Pictures (/StorePicture): a gallery over the report filters and the picture element, lazy
// thumbnails, a full-size viewer (arrow keys step through, Escape closes) with the picture's store,
// member, time and element, the latest pictures as a strip above it, and 'E-mail these pictures'.

import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, CloseButton, Dialog, Flex, Grid, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useState } from 'react';
import { FiChevronLeft, FiChevronRight, FiMail } from 'react-icons/fi';
import type { DocumentType } from '../../gql';
import { FilterSelect } from '../../platform/components/FilterSelect';
import { Pager } from '../../platform/components/Pager';
import { Picture } from '../../platform/components/Picture';
import { EmailReportDialog } from '../../platform/components/reports/EmailReportDialog';
import { useNumberFormats } from '../../platform/components/reports/format';
import {
  CHECK_FIELDS,
  ReportScreen,
  useReportPaging,
  useReportVariables,
} from '../../platform/components/reports/report-screen';
import { type RecentPicture, RecentPictures } from './RecentPictures';
import { EmailPicturesMutation, StorePicturesQuery } from './records.documents';
import { useIdParam } from './useIdParam';

type ListedPicture = DocumentType<typeof StorePicturesQuery>['storePictures']['items'][number];

function Viewer({
  pictures,
  index,
  onStep,
  onClose,
  where = 'on this page',
}: {
  pictures: readonly (ListedPicture | RecentPicture)[];
  where?: string;
  index: number | null;
  onStep: (index: number) => void;
  onClose: () => void;
}) {
  const picture = index === null ? undefined : pictures[index];
  const { dateTime } = useNumberFormats();
  const step = (delta: number) => index !== null && onStep(Math.max(0, Math.min(pictures.length - 1, index + delta)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  return (
    <Dialog.Root
      open={picture !== undefined}
      size="xl"
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content onKeyDown={onKeyDown}>
            {picture && (
              <>
                <Dialog.Header>
                  <Dialog.Title>
                    {picture.element?.name} · {picture.store?.name}
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Picture
                    src={picture.url}
                    alt={`${picture.element?.name ?? 'Picture'} at ${picture.store?.name ?? 'a store'}`}
                    w="100%"
                    maxH="60vh"
                    objectFit="contain"
                    bg="bg.muted"
                    rounded="md"
                  />
                  <Stack gap="1" mt="3" fontSize="sm" aria-label="Picture details">
                    <Text>
                      <b>Store:</b>{' '}
                      {picture.store
                        ? `${picture.store.code} · ${picture.store.name}, ${picture.store.city?.name ?? ''}`
                        : ''}
                    </Text>
                    <Text>
                      <b>Taken by:</b> {picture.teamMember?.name} on {dateTime(picture.takenAt)}
                    </Text>
                    <Text>
                      <b>Shows:</b> {picture.element?.name} of {picture.brand?.name}
                    </Text>
                    <Text color="fg.muted">
                      Picture {index! + 1} of {pictures.length} {where}
                    </Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <IconButton
                    variant="outline"
                    aria-label="Previous picture"
                    disabled={index === 0}
                    onClick={() => step(-1)}
                  >
                    <FiChevronLeft />
                  </IconButton>
                  <IconButton
                    variant="outline"
                    aria-label="Next picture"
                    disabled={index === pictures.length - 1}
                    onClick={() => step(1)}
                  >
                    <FiChevronRight />
                  </IconButton>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A picture is of a store's element and brand, never of a product: no category filter (the gateway refuses it). */
const FIELDS = CHECK_FIELDS.filter((field) => field !== 'category');

const pictureCount = (count: number, number: (value: number) => string) =>
  `${number(count)} ${count === 1 ? 'picture' : 'pictures'}`;

export default function StorePicturesPage() {
  const { dateTime, number } = useNumberFormats();
  const variables = useReportVariables(FIELDS);
  const paging = useReportPaging();
  const [element, setElement] = useIdParam('element');
  const { data, previousData, loading, error, refetch } = useQuery(StorePicturesQuery, {
    variables: { ...variables, elementId: element || null, limit: paging.limit, offset: paging.offset },
  });
  const [sendPictures] = useMutation(EmailPicturesMutation);
  const [open, setOpen] = useState<number | null>(null);
  const [recent, setRecent] = useState<{ pictures: readonly RecentPicture[]; index: number } | null>(null);
  const [emailing, setEmailing] = useState(false);
  const result = data ?? previousData;
  const pictures = result?.storePictures.items ?? [];

  return (
    <>
      <Flex justify="space-between" align="flex-end" mb="2" gap="3" wrap="wrap">
        <FilterSelect
          label="Picture element"
          value={element}
          options={result?.pictureElements ?? []}
          onChange={(value) => setElement(Number(value))}
        />
        <Button size="sm" colorPalette="teal" onClick={() => setEmailing(true)}>
          <FiMail /> E-mail these pictures
        </Button>
      </Flex>
      <EmailReportDialog
        open={emailing}
        title="E-mail these pictures"
        onClose={() => setEmailing(false)}
        carries="The e-mail lists them and attaches the first ten."
        goes={result ? pictureCount(result.storePictures.total, number) : undefined}
        send={async (to, cc) =>
          (
            await sendPictures({
              variables: { filter: variables.filter, elementId: element || null, to, cc },
            })
          ).data?.emailStorePictures.pictures ?? 0
        }
        sentTo={(recipients, count) => `Store pictures e-mailed to ${recipients}: ${pictureCount(count, number)}`}
        failure="Failed to email store pictures"
      />
      <ReportScreen
        fields={FIELDS}
        loading={loading && !result}
        error={error}
        empty={result?.storePictures.total === 0}
        errorMessage="Failed to fetch store pictures"
        onRetry={() => void refetch()}
      >
        <RecentPictures filter={variables.filter} onOpen={(list, index) => setRecent({ pictures: list, index })} />
        <Grid templateColumns="repeat(auto-fill, minmax(180px, 1fr))" gap="3" role="list" aria-label="Store pictures">
          {pictures.map((picture, index) => (
            <Box
              key={picture.id}
              role="listitem"
              as="button"
              textAlign="left"
              borderWidth="1px"
              rounded="md"
              overflow="hidden"
              onClick={() => setOpen(index)}
              aria-label={`Open ${picture.element?.name ?? 'picture'} at ${picture.store?.name ?? ''}`}
              _hover={{ shadow: 'md' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing' }}
            >
              {/* Whole, never cropped: a picture's own caption (the camera's stamp) sits at its bottom edge. */}
              <Picture
                src={picture.url}
                alt=""
                loading="lazy"
                w="100%"
                aspectRatio="4 / 3"
                objectFit="contain"
                bg="bg.muted"
              />
              <Stack gap="0.5" p="2">
                {/* The element's badge goes under the store's name when both do not fit on one line. */}
                <Flex justify="space-between" align="center" gap="1" wrap="wrap">
                  <Text fontSize="xs" fontWeight="semibold" title={picture.store?.name} data-testid="picture-store">
                    {picture.store?.name}
                  </Text>
                  <Badge size="sm" maxW="100%" whiteSpace="normal">
                    {picture.element?.name}
                  </Badge>
                </Flex>
                <Text fontSize="xs" color="fg.muted">
                  {picture.teamMember?.name} · {dateTime(picture.takenAt)}
                </Text>
              </Stack>
            </Box>
          ))}
        </Grid>
        {result && <Pager {...paging.pager} total={result.storePictures.total} />}
      </ReportScreen>
      <Viewer pictures={pictures} index={open} onStep={setOpen} onClose={() => setOpen(null)} />
      <Viewer
        pictures={recent?.pictures ?? []}
        index={recent?.index ?? null}
        onClose={() => setRecent(null)}
        where="of the latest"
        onStep={(index) => setRecent((shown) => shown && { ...shown, index })}
      />
    </>
  );
}

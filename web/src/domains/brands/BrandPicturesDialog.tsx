// A brand's three picture slots: a preview of each, upload or replace with a progress bar, and a
// clear message when a file is refused (by this browser's checks or by the gateway's).

import { useApolloClient } from '@apollo/client/react';
import { Box, Button, CloseButton, Dialog, Flex, Portal, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FiImage, FiUpload } from 'react-icons/fi';
import { toaster } from '../../platform/app/toaster';
import { Picture } from '../../platform/components/Picture';
import type { ListedBrand } from './BrandFormDialog';
import { BrandsQuery } from './brands.documents';
import { PICTURE_TYPES, pictureProblem, uploadBrandPicture } from './picture-upload';

const SLOTS = [1, 2, 3] as const;

function PictureSlot({ brand, slot }: { brand: ListedBrand; slot: number }) {
  const picture = brand.pictures.find((candidate) => candidate.slot === slot);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const client = useApolloClient();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refused = pictureProblem(file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    try {
      await uploadBrandPicture(brand.id, slot, file, setProgress);
      await client.refetchQueries({ include: [BrandsQuery] });
      toaster.create({ type: 'success', title: `Picture ${slot} of ${brand.name} saved` });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Failed to upload the picture');
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid={`picture-slot-${slot}`}>
      <Text fontSize="sm" fontWeight="semibold">
        Picture {slot}
      </Text>
      <Flex h="32" align="center" justify="center" bg="bg.subtle" rounded="sm" overflow="hidden">
        {picture ? (
          <Picture src={picture.url} alt={`${brand.name} picture ${slot}`} maxH="32" objectFit="contain" />
        ) : (
          <Stack align="center" color="fg.subtle" gap="1">
            <FiImage size={28} />
            <Text fontSize="xs">No picture</Text>
          </Stack>
        )}
      </Flex>
      {progress !== null && (
        <Progress.Root value={progress} size="xs" colorPalette="teal" aria-label={`Uploading picture ${slot}`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {problem && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {problem}
        </Text>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={PICTURE_TYPES.join(',')}
        aria-label={`Choose picture ${slot}`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Button size="xs" variant="outline" loading={progress !== null} onClick={() => input.current?.click()}>
        <FiUpload /> {picture ? 'Replace' : 'Upload'}
      </Button>
    </Stack>
  );
}

export function BrandPicturesDialog({ brand, onClose }: { brand: ListedBrand | undefined; onClose: () => void }) {
  return (
    <Dialog.Root
      open={brand !== undefined}
      size="lg"
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{brand ? `Pictures of ${brand.name}` : 'Pictures'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {brand && (
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                  {SLOTS.map((slot) => (
                    <PictureSlot key={slot} brand={brand} slot={slot} />
                  ))}
                </SimpleGrid>
              )}
              <Box mt="3">
                <Text fontSize="xs" color="fg.muted">
                  PNG, JPEG, GIF or WebP, at most 5 MB each.
                </Text>
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// A new token's text, shown this once: a copy button, the warning that it will not be shown again, and a curl
// of /graphql with it. The text lives only in this dialog's props: closed, it is gone from the page.
import { Alert, Box, Button, Dialog, Field, Flex, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FiCheck, FiCopy } from 'react-icons/fi';
import { toaster } from '../../platform/app/toaster';
import { curlExample } from './token-form';

interface TokenShownOnceProps {
  made: { token: string; name: string } | null;
  onClose: () => void;
}

export function TokenShownOnce({ made, onClose }: TokenShownOnceProps) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.token);
      setCopied(true);
      toaster.create({ type: 'success', title: 'Token copied' });
    } catch {
      // No clipboard (an insecure page, a refused permission): selected, ready for Ctrl+C.
      field.current?.select();
      toaster.create({ type: 'info', title: 'Press Ctrl+C to copy the selected token' });
    }
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog.Root
      open={made !== null}
      size="lg"
      closeOnInteractOutside={false}
      initialFocusEl={() => field.current}
      onOpenChange={(event) => {
        if (!event.open) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Copy your new token</Dialog.Title>
            </Dialog.Header>
            {made && (
              <Dialog.Body>
                <Stack gap="4">
                  <Alert.Root status="warning">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>It will not be shown again</Alert.Title>
                      <Alert.Description>
                        Copy “{made.name}” now and keep it where your script reads its secrets. Anyone holding it acts
                        as you; if it is lost, revoke it and make another.
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                  <Field.Root>
                    <Field.Label>Your new access token</Field.Label>
                    <Flex gap="2" width="100%">
                      <Input
                        ref={field}
                        size="sm"
                        readOnly
                        fontFamily="mono"
                        value={made.token}
                        onFocus={(event) => event.target.select()}
                      />
                      <Button size="sm" colorPalette="teal" onClick={() => void copy()}>
                        {copied ? <FiCheck /> : <FiCopy />} Copy token
                      </Button>
                    </Flex>
                  </Field.Root>
                  <Box>
                    <Text fontSize="sm" fontWeight="medium" mb="1">
                      Try it: who it acts as and the pages it opens
                    </Text>
                    <Box
                      as="pre"
                      data-testid="curl-example"
                      fontSize="xs"
                      fontFamily="mono"
                      bg="bg.muted"
                      p="3"
                      rounded="md"
                      whiteSpace="pre-wrap"
                      overflowWrap="anywhere"
                    >
                      {curlExample(window.location.origin, made.token)}
                    </Box>
                  </Box>
                </Stack>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button colorPalette="teal" onClick={close}>
                I have copied it
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

// Which of the member's own pages a token opens: a search box over a list of checkboxes (Tab and Space reach
// and choose each), the choice counted above it; none chosen is every page the member holds.
import { Box, Button, Checkbox, Fieldset, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ALL_MY_PAGES, matchingPages } from './token-form';

interface PagePickerProps {
  held: readonly string[];
  chosen: readonly string[];
  error?: string;
  onChange: (pages: string[]) => void;
}

export function PagePicker({ held, chosen, error, onChange }: PagePickerProps) {
  const [search, setSearch] = useState('');
  const listId = useId();
  const shown = matchingPages(held, search);
  const toggle = (page: string, on: boolean) =>
    onChange(on ? held.filter((one) => one === page || chosen.includes(one)) : chosen.filter((one) => one !== page));
  const summary =
    chosen.length === 0
      ? `None chosen: ${ALL_MY_PAGES.toLowerCase()}, as they change`
      : `${chosen.length} ${chosen.length === 1 ? 'page' : 'pages'} chosen`;
  return (
    <Fieldset.Root invalid={Boolean(error)} gap="2">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        Pages it opens
      </Fieldset.Legend>
      <Flex align="center" gap="2" width="100%">
        <Text fontSize="sm" color="fg.muted" aria-live="polite" flex="1">
          {summary}
        </Text>
        {chosen.length > 0 && (
          <Button size="xs" variant="ghost" onClick={() => onChange([])}>
            Clear (all my pages)
          </Button>
        )}
      </Flex>
      <Input
        size="sm"
        type="search"
        aria-label="Search your pages"
        aria-controls={listId}
        placeholder="Search your pages"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Box id={listId} width="100%" maxH="12rem" overflowY="auto" borderWidth="1px" rounded="md" px="3" py="2">
        <Stack as="ul" gap="1.5" role="group" aria-label="Your pages">
          {shown.map((page) => (
            <Box as="li" key={page} listStyleType="none">
              <Checkbox.Root
                size="sm"
                checked={chosen.includes(page)}
                onCheckedChange={(event) => toggle(page, event.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{page}</Checkbox.Label>
              </Checkbox.Root>
            </Box>
          ))}
          {shown.length === 0 && (
            <Text as="li" listStyleType="none" fontSize="sm" color="fg.muted">
              None of your pages matches “{search}”.
            </Text>
          )}
        </Stack>
      </Box>
      {error ? (
        <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
      ) : (
        <Fieldset.HelperText>Only pages you hold; a token never opens more than you may.</Fieldset.HelperText>
      )}
    </Fieldset.Root>
  );
}

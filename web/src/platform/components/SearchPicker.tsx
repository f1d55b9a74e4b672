// A labelled picker among many records (stores, team members): type part of a name or code, choose with the arrows
// and Enter (Escape closes), or clear back to "all". Options read "name · code", and only the first matches are drawn.
import { Combobox, createListCollection, Portal, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNumberFormats } from './reports/format';
import { optionLabel, type SearchOption, searchOptions } from './search-text';

/** How many matching options are drawn at once; more say "type to narrow". */
export const SHOWN_OPTIONS = 50;

interface SearchPickerProps {
  label: string;
  /** The chosen option's id; 0 = none (all). */
  value: number;
  options: readonly SearchOption[];
  onChange: (id: number) => void;
  disabled?: boolean;
  /** What the empty picker says (default All). */
  allLabel?: string;
  /** The field's width (default 64). */
  width?: string;
}

export function SearchPicker({
  label,
  value,
  options,
  onChange,
  disabled,
  allLabel = 'All',
  width = '64',
}: SearchPickerProps) {
  // What is typed while searching; null shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const { number } = useNumberFormats();
  const chosen = options.find((option) => option.id === value);
  const { shown, matching } = useMemo(() => {
    const found = searchOptions(options, query ?? '', SHOWN_OPTIONS);
    // Opened without a search, the current choice is listed (first) even when it is past the first few.
    if (query === null && chosen && !found.shown.includes(chosen)) found.shown = [chosen, ...found.shown];
    return found;
  }, [options, query, chosen]);
  const collection = useMemo(
    () =>
      createListCollection({
        items: shown,
        itemToValue: (option) => String(option.id),
        itemToString: optionLabel,
      }),
    [shown],
  );

  return (
    <Combobox.Root
      size="sm"
      width={width}
      maxWidth="full"
      collection={collection}
      // The listbox sits inside the popup beside the "type to narrow" note, not as the popup itself.
      composite={false}
      openOnClick
      inputBehavior="autohighlight"
      disabled={disabled}
      value={value ? [String(value)] : []}
      inputValue={query ?? (chosen ? optionLabel(chosen) : '')}
      onInputValueChange={(details) => setQuery(details.reason === 'input-change' ? details.inputValue : null)}
      onOpenChange={(details) => {
        if (!details.open) setQuery(null);
      }}
      onValueChange={(details) => {
        setQuery(null);
        onChange(Number(details.value[0]) || 0);
      }}
    >
      {/* Full opacity when disabled, as FilterSelect's: a half-faded label fails contrast in dark mode. */}
      <Combobox.Label fontSize="xs" color="fg.muted" _disabled={{ opacity: 1 }}>
        {label}
      </Combobox.Label>
      <Combobox.Control>
        {/* A name and login wider than the field end with "…" (a login cut short reads as another), whole on hover. */}
        <Combobox.Input
          placeholder={allLabel}
          bg="bg.panel"
          overflow="hidden"
          whiteSpace="nowrap"
          textOverflow="ellipsis"
          title={query === null && chosen ? optionLabel(chosen) : undefined}
        />
        <Combobox.IndicatorGroup>
          {value > 0 && <Combobox.ClearTrigger aria-label={`Clear ${label.toLowerCase()}`} />}
          <Combobox.Trigger aria-label={`Show ${label.toLowerCase()} options`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content minWidth="xs" maxWidth="min(36rem, 95vw)">
            {/* Above the options, and kept in view while they scroll. */}
            {matching > shown.length && (
              <Text
                position="sticky"
                top="0"
                zIndex="1"
                bg="bg.panel"
                px="2"
                py="1"
                fontSize="xs"
                color="fg.muted"
                borderBottomWidth="1px"
              >
                {SHOWN_OPTIONS} of {number(matching)} shown: type to narrow
              </Text>
            )}
            <Combobox.List>
              {shown.map((option) => (
                <Combobox.Item key={option.id} item={option}>
                  <Combobox.ItemText>
                    {optionLabel(option)}
                    {option.detail && (
                      <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                        {option.detail}
                      </Text>
                    )}
                  </Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.List>
            {matching === 0 && (
              <Text px="2" py="1" fontSize="sm" color="fg.muted">
                {query ? 'Nothing matches' : 'Nothing to choose'}
              </Text>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

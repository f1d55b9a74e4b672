// A labelled select of a filter bar: "All" first (value 0), then the options.
import { Field, NativeSelect } from '@chakra-ui/react';

interface Option {
  id: number | string;
  name: string;
}

interface FilterSelectProps {
  label: string;
  value: number | string;
  options: readonly Option[];
  onChange: (value: string) => void;
  disabled?: boolean;
  allValue?: number | string;
  /** What the first option says (default All). */
  allLabel?: string;
}

export function FilterSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  allValue = 0,
  allLabel = 'All',
}: FilterSelectProps) {
  return (
    <Field.Root disabled={disabled} width="auto" minWidth="36">
      {/* Full opacity when disabled: the select shows it is off; a half-faded label fails contrast (dark mode). */}
      <Field.Label fontSize="xs" color="fg.muted" _disabled={{ opacity: 1 }}>
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={String(value)} onChange={(event) => onChange(event.target.value)} bg="bg.panel">
          <option value={String(allValue)}>{allLabel}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

// Labelled form inputs that show their own error under the field.
import { Field, Input, NativeSelect } from '@chakra-ui/react';

interface Common {
  label: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

export function TextField({
  label,
  error,
  required,
  disabled,
  value,
  onChange,
  inputMode,
}: Common & {
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'decimal' | 'text';
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input size="sm" value={value} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A required id typed as a number (where the bases give no list of names to choose from). */
export function IdField({
  label,
  error,
  value,
  onChange,
}: Common & { value: number; onChange: (value: number) => void }) {
  return (
    <TextField
      label={label}
      required
      inputMode="text"
      error={error}
      value={value ? String(value) : ''}
      onChange={(text) => onChange(/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : 0)}
    />
  );
}

export function SelectField({
  label,
  error,
  required,
  disabled,
  value,
  options,
  onChange,
  placeholder = 'Choose…',
}: Common & {
  value: number;
  options: readonly { id: number; name: string }[];
  onChange: (value: number) => void;
  placeholder?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={String(value)} onChange={(event) => onChange(Number(event.target.value) || 0)}>
          <option value="0">{placeholder}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

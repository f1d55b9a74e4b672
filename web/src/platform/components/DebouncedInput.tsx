// A labelled text filter that reports its value 300 ms after the last keystroke.
import { Field, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

export function DebouncedInput({
  label,
  value,
  onChange,
  delay = 300,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  delay?: number;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onChange(draft), delay);
    return () => clearTimeout(timer);
  }, [draft, value, delay, onChange]);
  return (
    <Field.Root width="auto" minWidth="36">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input size="sm" bg="bg.panel" value={draft} onChange={(event) => setDraft(event.target.value)} />
    </Field.Root>
  );
}

// The one date field: a day shown and typed in the business's words (27 Nov 2026 in its locale; ISO typed in is
// taken too), never the browser's mm/dd/yyyy, with a calendar beside it. It hands on YYYY-MM-DD, and only a day
// the calendar has: an impossible one (30 Feb) is refused with the reason, the value left as it was. The calendar
// is a month grid of the business's locale (DateCalendar).
import { Box, IconButton, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { FiCalendar } from 'react-icons/fi';
import { useBusinessToday } from './business-day';
import { DateCalendar } from './DateCalendar';
import { useNumberFormats } from './reports/format';
import { parseDay } from './reports/parse-day';

export interface DateFieldProps {
  /** The field's name, read out and shown above it unless `labelHidden` (a group's label says it already). */
  label: string;
  labelHidden?: boolean;
  /** YYYY-MM-DD, or '' for no day. */
  value: string;
  /** A day the calendar has, YYYY-MM-DD: as soon as the text is one, and when one is picked; '' when cleared. */
  onChange: (day: string) => void;
  /** The field's refusal, '' once it reads a day again: a form holding it refuses to send meanwhile. */
  onError?: (error: string) => void;
  disabled?: boolean;
  width?: string;
  /** What an empty field says (a filter's "Any day"); by default an example of a day in the business's words. */
  placeholder?: string;
}

export function DateField(props: DateFieldProps) {
  const { label, labelHidden, value, onChange, onError, disabled, width = '36', placeholder } = props;
  const formats = useNumberFormats();
  const today = useBusinessToday();
  const [text, setText] = useState(() => formats.date(value));
  const [error, setError] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const fail = (message: string) => {
    setError(message);
    onError?.(message);
  };
  // A value set from outside (a preset, a reset) or the business's locale arriving: the text follows it, unless
  // it is being typed and already reads that day.
  useEffect(() => {
    const typed = parseDay(input.current?.value ?? '', formats.locale);
    if (document.activeElement === input.current && 'day' in typed && typed.day === value) return;
    setText(formats.date(value));
    setError('');
  }, [value, formats]);

  const read = (written: string) => parseDay(written, formats.locale);
  const type = (written: string) => {
    setText(written);
    const typed = read(written);
    if ('day' in typed && typed.day) {
      if (error) fail('');
      if (typed.day !== value) onChange(typed.day);
    }
  };
  /** On leaving the field or Enter: a day is written in the business's words, anything else refused. */
  const settle = (): boolean => {
    const typed = read(text);
    if ('error' in typed) {
      fail(typed.error);
      return false;
    }
    setText(formats.date(typed.day));
    if (typed.day !== value) onChange(typed.day);
    if (error) fail('');
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !settle()) event.preventDefault();
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      setOpen(true);
    }
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <Box position="relative" width={width}>
      {labelHidden ? (
        <VisuallyHidden asChild>
          <label htmlFor={`${id}-input`}>{label}</label>
        </VisuallyHidden>
      ) : (
        <Text asChild display="block" fontSize="xs" color="fg.muted" mb="1.5">
          <label htmlFor={`${id}-input`}>{label}</label>
        </Text>
      )}
      <Box position="relative">
        <Input
          ref={input}
          id={`${id}-input`}
          size="sm"
          type="text"
          bg="bg.panel"
          pe="8"
          inputMode="text"
          autoComplete="off"
          placeholder={placeholder ?? formats.date(today ?? '')}
          disabled={disabled}
          value={text}
          data-day={value}
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? `${id}-error` : undefined}
          onChange={(event) => type(event.target.value)}
          onBlur={settle}
          onKeyDown={onKeyDown}
        />
        <IconButton
          ref={button}
          size="2xs"
          variant="ghost"
          position="absolute"
          insetEnd="1"
          top="50%"
          transform="translateY(-50%)"
          aria-label={`Choose ${label} from a calendar`}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((shown) => !shown)}
        >
          <FiCalendar />
        </IconButton>
      </Box>
      <Text id={`${id}-error`} aria-live="polite" fontSize="xs" color="fg.error" mt={error ? '1' : undefined}>
        {error}
      </Text>
      {open && (
        <DateCalendar
          label={label}
          value={value}
          today={today ?? ''}
          formats={formats}
          onPick={(day) => {
            setText(formats.date(day));
            if (error) fail('');
            if (day !== value) onChange(day);
            close();
          }}
          onClose={close}
        />
      )}
    </Box>
  );
}

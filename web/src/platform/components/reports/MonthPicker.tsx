// A month as two selects (month, year): <input type="month"> is plain text in some browsers
// (Firefox and Safari on the desktop), where a person would have to guess the format.
import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { monthOfDay, useBusinessToday } from '../business-day';
import { dayText } from './format';

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  dayText(`2000-${String(index + 1).padStart(2, '0')}-01`, { month: 'long' }),
);

export function MonthPicker({
  year,
  month,
  onChange,
  years = 5,
  disabled = false,
}: {
  year: number;
  /** 1 to 12. */
  month: number;
  /** YYYY-MM. */
  onChange: (value: string) => void;
  /** How many years the year select offers, ending next year. */
  years?: number;
  /** Locked (e.g. while a grid has unsaved edits for the month shown). */
  disabled?: boolean;
}) {
  // Next year by the business's calendar, not the browser's.
  const last = Math.max(monthOfDay(useBusinessToday()).year + 1, year);
  // Year 0: the business's month is not known yet (its calendar is on its way): blank and locked, so
  // nobody picks a month of year 0 nor of the browser's year.
  const unknown = year === 0;
  const choices = Array.from({ length: years }, (_, index) => last - index);
  const emit = (y: number, m: number) => onChange(`${y}-${String(m).padStart(2, '0')}`);
  return (
    <Flex gap="1" align="flex-end">
      <Field.Root width="auto" disabled={disabled || unknown}>
        <Field.Label fontSize="xs" color="fg.muted">
          Month
        </Field.Label>
        <NativeSelect.Root size="sm" width="32">
          <NativeSelect.Field
            bg="bg.panel"
            value={unknown ? '' : month}
            onChange={(e) => emit(year, Number(e.target.value))}
          >
            {unknown && <option value="" />}
            {MONTHS.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto" disabled={disabled || unknown}>
        <Field.Label fontSize="xs" color="fg.muted">
          Year
        </Field.Label>
        <NativeSelect.Root size="sm" width="24">
          <NativeSelect.Field
            bg="bg.panel"
            value={unknown ? '' : year}
            onChange={(e) => emit(Number(e.target.value), month)}
          >
            {unknown && <option value="" />}
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}

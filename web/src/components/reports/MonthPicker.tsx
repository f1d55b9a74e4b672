// A month as two selects (month, year): <input type="month"> is plain text in some browsers
// (Firefox and Safari on the desktop), where a person would have to guess the format.
import { Field, Flex, NativeSelect } from '@chakra-ui/react';
import { monthOfDay, useBusinessToday } from '../business-day';

const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)),
);

export function MonthPicker({
  year,
  month,
  onChange,
  years = 5,
}: {
  year: number;
  /** 1 to 12. */
  month: number;
  /** YYYY-MM. */
  onChange: (value: string) => void;
  /** How many years the year select offers, ending next year. */
  years?: number;
}) {
  // Next year by the business's calendar, not the browser's.
  const last = Math.max(monthOfDay(useBusinessToday()).year + 1, year);
  const choices = Array.from({ length: years }, (_, index) => last - index);
  const emit = (y: number, m: number) => onChange(`${y}-${String(m).padStart(2, '0')}`);
  return (
    <Flex gap="1" align="flex-end">
      <Field.Root width="auto">
        <Field.Label fontSize="xs" color="fg.muted">
          Month
        </Field.Label>
        <NativeSelect.Root size="sm" width="32">
          <NativeSelect.Field bg="bg.panel" value={month} onChange={(e) => emit(year, Number(e.target.value))}>
            {MONTHS.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label fontSize="xs" color="fg.muted">
          Year
        </Field.Label>
        <NativeSelect.Root size="sm" width="24">
          <NativeSelect.Field bg="bg.panel" value={year} onChange={(e) => emit(Number(e.target.value), month)}>
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

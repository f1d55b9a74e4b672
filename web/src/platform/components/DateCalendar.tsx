// The date field's calendar: a month grid on the business's locale, weeks from Monday as the business counts them,
// opened on the field's day (else the business's today). Arrows move by a day or a week, Page Up/Down by a month,
// Home/End to the week's ends, Enter or Space chooses; Escape or a click outside closes it without a change. Written
// here rather than taken from Chakra's DatePicker: that one's state machine, loaded on its own, split the modules it
// shares with every screen into chunks of their own and cost every route about 2 kB gzip.
import { Box, chakra, Flex, IconButton, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import type { NumberFormats } from './reports/format';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The same day `months` later, kept within the month (31 Jan + 1 month is 28 or 29 Feb). */
function shiftMonth(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(Number(day.slice(8, 10)), last))).toISOString().slice(0, 10);
}
/** Days from Monday (0) to Sunday (6). */
const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
/** A Monday to write the weekdays' names from. */
const A_MONDAY = '2001-01-01';
const KEYS: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => shift(day, -1),
  ArrowRight: (day) => shift(day, 1),
  ArrowUp: (day) => shift(day, -7),
  ArrowDown: (day) => shift(day, 7),
  PageUp: (day) => shiftMonth(day, -1),
  PageDown: (day) => shiftMonth(day, 1),
  Home: (day) => shift(day, -weekday(day)),
  End: (day) => shift(day, 6 - weekday(day)),
};

interface DateCalendarProps {
  label: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  today: string;
  formats: NumberFormats;
  onPick: (day: string) => void;
  onClose: () => void;
}

export function DateCalendar({ label, value, today, formats, onPick, onClose }: DateCalendarProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(() => (DAY.test(value) ? value : DAY.test(today) ? today : A_MONDAY));
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!frame.current?.parentElement?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focused day's button takes focus as the day moves
  useEffect(() => {
    frame.current?.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const first = `${focused.slice(0, 7)}-01`;
  const start = shift(first, -weekday(first));
  const weeks = Array.from({ length: 6 }, (_, week) => Array.from({ length: 7 }, (_, d) => shift(start, week * 7 + d)));
  const title = formats.day(first, { month: 'long', year: 'numeric' });
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEYS[event.key];
    if (move) {
      event.preventDefault();
      setFocused(move(focused));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <Box
      ref={frame}
      role="dialog"
      aria-label={`${label}: calendar`}
      position="absolute"
      zIndex="popover"
      mt="1"
      bg="bg.panel"
      shadow="lg"
      rounded="md"
      borderWidth="1px"
      p="2"
      onKeyDown={onKeyDown}
    >
      <Flex align="center" justify="space-between" mb="1">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label="Previous month"
          onClick={() => setFocused(shiftMonth(focused, -1))}
        >
          <FiChevronLeft />
        </IconButton>
        <Text fontSize="sm" fontWeight="semibold" aria-live="polite">
          {title}
        </Text>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label="Next month"
          onClick={() => setFocused(shiftMonth(focused, 1))}
        >
          <FiChevronRight />
        </IconButton>
      </Flex>
      <chakra.table role="grid" aria-label={title} fontSize="sm" borderCollapse="collapse">
        <thead>
          <tr>
            {weeks[0]?.map((_, d) => {
              const name = shift(A_MONDAY, d);
              return (
                <chakra.th key={name} scope="col" fontWeight="normal" color="fg.muted" fontSize="xs" py="1">
                  <abbr title={formats.day(name, { weekday: 'long' })}>{formats.day(name, { weekday: 'narrow' })}</abbr>
                </chakra.th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const chosen = day === value;
                return (
                  <td key={day}>
                    <chakra.button
                      type="button"
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={formats.date(day)}
                      aria-current={day === today ? 'date' : undefined}
                      aria-pressed={chosen}
                      w="8"
                      h="8"
                      rounded="md"
                      color={chosen ? 'fg.inverted' : day.slice(0, 7) === first.slice(0, 7) ? 'fg' : 'fg.subtle'}
                      bg={chosen ? 'teal.solid' : undefined}
                      fontWeight={day === today ? 'bold' : undefined}
                      borderWidth={day === today && !chosen ? '1px' : undefined}
                      borderColor="teal.solid"
                      _hover={chosen ? undefined : { bg: 'bg.muted' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.focusRing', outlineOffset: '1px' }}
                      onClick={() => onPick(day)}
                    >
                      {Number(day.slice(8))}
                    </chakra.button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

// The date field's calendar (loaded when first opened): a month grid on the business's locale, opened on the field's
// day (else the business's today), moved with the arrow keys and Page Up/Down and chosen with Enter; Escape or a
// click outside closes it without a change.
import { Box, DatePicker, parseDate } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { isDay } from './reports/report-filter';

interface DateCalendarProps {
  label: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  today: string;
  locale: string;
  timeZone: string;
  onPick: (day: string) => void;
  onClose: () => void;
}

export default function DateCalendar({ label, value, today, locale, timeZone, onPick, onClose }: DateCalendarProps) {
  const frame = useRef<HTMLDivElement>(null);
  const shown = isDay(value) ? value : isDay(today) ? today : '';
  useEffect(() => {
    frame.current?.querySelector<HTMLElement>('[data-part="table-cell-trigger"][tabindex="0"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!frame.current?.parentElement?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);
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
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <DatePicker.Root
        inline
        locale={locale}
        timeZone={timeZone}
        value={isDay(value) ? [parseDate(value)] : []}
        defaultFocusedValue={shown ? parseDate(shown) : undefined}
        onValueChange={(details) => {
          const day = details.value[0];
          if (day) onPick(day.toString());
        }}
      >
        <DatePicker.Content unstyled>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Root>
    </Box>
  );
}

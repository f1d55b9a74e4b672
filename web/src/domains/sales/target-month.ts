// The month Target Setting is on and how the screen names it: the month in the URL, else the business's; "March
// 2027"; a count of targets in words.
import { monthOfDay } from '../../platform/components/business-day';
import { dayText } from '../../platform/components/reports/format';

/** "March 2027"; nothing before the business calendar has said which month it is (year and month 0). */
export const monthName = (year: number, month: number) =>
  year > 0 && month >= 1 && month <= 12
    ? dayText(`${year}-${String(month).padStart(2, '0')}-01`, { month: 'long', year: 'numeric' })
    : '';

export const targetsText = (count: number) => `${count} ${count === 1 ? 'target' : 'targets'}`;

/** The month chosen in the URL, else the business's (BUSINESS_TIME_ZONE) this month, never the browser's. */
export const monthOf = (value: string | null, today: string | undefined) => {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]) } : monthOfDay(today);
};

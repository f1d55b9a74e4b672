// "Today" as the product counts it (BUSINESS_TIME_ZONE, Asia/Dhaka by default), for tests that compare with it:
// the UTC date is a day behind it from 18:00 to midnight UTC, when a test reading the UTC date fails.
import { businessDay } from '../../services/src/http/business-day.js';

export function businessToday(now = new Date()): { day: string; year: number; month: number; date: number } {
  const day = businessDay(now);
  return { day, year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)) };
}

// The business calendar the client needs to show the dates a report queries: the configured time
// zone and today in it (the same day the gateway's report defaults use).
import 'reflect-metadata';
import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import { businessDay, businessTimeZone } from '../../business-day.js';
import { SignedIn } from '../access/page.js';

@ObjectType({ description: "The business's calendar: its time zone and today's date in it." })
export class BusinessCalendar {
  @Field(() => String, { description: 'IANA time zone (BUSINESS_TIME_ZONE), e.g. Asia/Dhaka.' }) timeZone!: string;
  @Field(() => String, { description: 'Today in that zone, YYYY-MM-DD: the last day of default report ranges.' })
  today!: string;
}

@Resolver()
export class BusinessDayResolver {
  @SignedIn()
  @Query(() => BusinessCalendar, {
    description: 'The business time zone and today in it (reports default to the 30 days ending today).',
  })
  businessCalendar(): BusinessCalendar {
    return { timeZone: businessTimeZone(), today: businessDay() };
  }
}

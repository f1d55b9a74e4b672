// The business calendar the client needs to show the dates a report queries: the configured time
// zone and today in it (the same day the gateway's report defaults use), and how it writes numbers.
import { GraphQLLocalDate } from 'graphql-scalars';
import 'reflect-metadata';
import { Field, ObjectType, Query, Resolver } from 'type-graphql';
import { businessDay, businessTimeZone } from '../../platform/business-day.js';
import { businessCurrency, businessLocale } from '../../platform/exports/business-format.js';
import { SignedIn } from '../../platform/permissions/page.js';

@ObjectType({ description: "The business's calendar: its time zone and today's date in it." })
export class BusinessCalendar {
  @Field(() => String, { description: 'IANA time zone (BUSINESS_TIME_ZONE), e.g. Asia/Dhaka.' }) timeZone!: string;
  @Field(() => GraphQLLocalDate, {
    description: 'Today in that zone, YYYY-MM-DD: the last day of default report ranges.',
  })
  today!: string;
  @Field(() => String, { description: 'BCP 47 locale numbers are written in (BUSINESS_LOCALE), e.g. en-BD.' })
  locale!: string;
  @Field(() => String, { description: 'ISO 4217 currency of money figures (BUSINESS_CURRENCY), e.g. BDT.' })
  currency!: string;
}

@Resolver()
export class BusinessDayResolver {
  @SignedIn()
  @Query(() => BusinessCalendar, {
    description: 'The business time zone and today in it (reports default to the 30 days ending today).',
  })
  businessCalendar(): BusinessCalendar {
    return {
      timeZone: businessTimeZone(),
      today: businessDay(),
      locale: businessLocale(),
      currency: businessCurrency(),
    };
  }
}

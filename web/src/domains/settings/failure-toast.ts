// The settings screens' one way to say a change failed: a toast with the gateway's message, else the fallback.
import { toaster } from '../../platform/app/toaster';
import { describeFailure } from '../../platform/components/graphql-errors';

export const fail = (failure: unknown, fallback: string) =>
  toaster.create({ type: 'error', title: describeFailure(failure, fallback).message });

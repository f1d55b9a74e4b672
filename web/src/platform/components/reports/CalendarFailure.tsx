// The report filter bar's notice when the business calendar could not be read: the dates stay unknown
// and locked rather than guessed from the browser's clock, so the bar says why and offers to try again.

import { useQuery } from '@apollo/client/react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { FiRefreshCw } from 'react-icons/fi';
import { describeFailure } from '../graphql-errors';
import { BusinessCalendarQuery } from './calendar.documents';

/** Drawn in the bar while the calendar's query has failed (past the client's retries); nothing otherwise. */
export function CalendarFailure() {
  const calendar = useQuery(BusinessCalendarQuery, { notifyOnNetworkStatusChange: true });
  if (!calendar.error || calendar.data) return null;
  const reason = describeFailure(calendar.error, 'The server did not answer').message;
  return (
    <Flex role="alert" width="full" gap="2" align="center" wrap="wrap" fontSize="sm" color="red.fg">
      <Text>The business calendar could not be loaded ({reason}), so the report dates are unknown and locked.</Text>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={calendar.loading}
        onClick={() => void calendar.refetch().catch(() => undefined)}
      >
        <FiRefreshCw /> Retry
      </Button>
    </Flex>
  );
}

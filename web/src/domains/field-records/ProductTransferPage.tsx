// Product Transfer (/ProductTransfer): transfers between stores over the report filters, in the base's order,
// each with its products and units; cancelled ones highlighted; pages in the URL, CSV and Excel of every transfer.

import { Box } from '@chakra-ui/react';
import { Fragment } from 'react';
import { defineListScreen } from '../../platform/components/define-list-screen';
import { FIELDS, storeName } from './record-lists';
import { TransfersQuery } from './records.documents';

/** Transfers in the base's order, cancelled ones highlighted. */
export default defineListScreen({
  query: TransfersQuery,
  page: (data) => data.transfers,
  columns: [
    { label: 'Date', value: (r) => r.date, day: true },
    { label: 'From', value: (r) => storeName(r.fromStore) },
    { label: 'To', value: (r) => storeName(r.toStore) },
    {
      label: 'Products',
      value: (r) => r.lines.map((line) => `${line.product?.code ?? '?'} × ${line.quantity}`).join(', '),
      // Each "code × quantity" whole on its line: a narrow column breaks between them, never inside a code's hyphen.
      render: (r) =>
        r.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a transfer's lines are drawn once, in order, never moved
          <Fragment key={index}>
            {index > 0 && ', '}
            <Box as="span" whiteSpace="nowrap">{`${line.product?.code ?? '?'} × ${line.quantity}`}</Box>
          </Fragment>
        )),
    },
    { label: 'Units', value: (r) => r.units, numeric: true },
    { label: 'Status', value: (r) => r.status },
    { label: 'Recorded by', value: (r) => r.teamMember?.name },
  ],
  filters: FIELDS,
  caption: 'Product transfers',
  csvName: 'transfers.csv',
  errorMessage: 'Failed to fetch transfers.',
  highlight: (r) => r.status === 'Cancelled',
  highlightName: 'cancelled',
});

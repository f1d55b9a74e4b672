// A list screen's frame: its filter bar, then exactly one of loading, error, empty or the data.
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingRows } from './States';

interface ListScreenProps {
  filters?: ReactNode;
  /** Dialogs and drawers the screen opens (kept mounted whatever the state). */
  overlays?: ReactNode;
  /** Data not yet here (a refetch with rows already shown is not loading). */
  loading: boolean;
  error: unknown;
  errorMessage: string;
  onRetry: () => void;
  empty: boolean;
  emptyTitle: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}

export function ListScreen(props: ListScreenProps) {
  const { loading, error, empty } = props;
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
      {props.filters}
      {props.overlays}
      {error ? <ErrorState failure={error} message={props.errorMessage} onRetry={props.onRetry} /> : null}
      {!error && loading && <LoadingRows />}
      {!error && !loading && empty && <EmptyState title={props.emptyTitle} action={props.emptyAction} />}
      {!error && !loading && !empty && props.children}
    </Box>
  );
}

// The shared loading, empty, error and access-denied states every data view draws.
import {
  Box,
  Button,
  Link as ChakraLink,
  EmptyState as Empty,
  Heading,
  Skeleton,
  Stack,
  Text,
  VStack,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FiAlertTriangle, FiInbox, FiLock, FiTool } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { describeFailure } from './graphql-errors';

export function LoadingRows({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="2" role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
        <Skeleton key={index} height="8" />
      ))}
    </Stack>
  );
}

export function EmptyState({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Empty.Root size="sm">
      <Empty.Content>
        <Empty.Indicator>
          <FiInbox />
        </Empty.Indicator>
        <Empty.Title>{title}</Empty.Title>
        {action}
      </Empty.Content>
    </Empty.Root>
  );
}

/**
 * A failed load. With `failure` the gateway's own words are shown (rate limited, busy, refused) and `message`
 * is only the fallback for a failure that says nothing (the network down).
 */
export function ErrorState({
  message,
  failure,
  onRetry,
}: {
  message: string;
  failure?: unknown;
  onRetry?: () => void;
}) {
  const text = failure === undefined ? message : describeFailure(failure, message).message;
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="md" p="4">
      <Stack direction="row" align="center" gap="3">
        <Box color="fg.error">
          <FiAlertTriangle />
        </Box>
        <Text flex="1" color="fg">
          {text}
        </Text>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <VStack py="16" gap="3" textAlign="center">
      <Box fontSize="3xl" color="fg.subtle">
        {icon}
      </Box>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </VStack>
  );
}

export function AccessDenied({ page }: { page: string }) {
  return (
    <Notice icon={<FiLock />} title="Access denied">
      <Text color="fg.muted">Your account does not have access to {page}. Ask an administrator if you need it.</Text>
      <ChakraLink asChild color="teal.fg">
        <Link to="/app/dashboard/default">Back to the dashboard</Link>
      </ChakraLink>
    </Notice>
  );
}

export function NotAvailableYet({ title }: { title: string }) {
  return (
    <Notice icon={<FiTool />} title={`${title} is not available yet`}>
      <Text color="fg.muted">This screen is part of an upcoming release.</Text>
    </Notice>
  );
}

import { Alert, Button, Group, Text } from '@mantine/core';
import { errorMessage, isApiError, retryMayHelp } from '../lib/api-error';

/**
 * A failed read or write, with the service's own text verbatim and, where trying again may
 * help, a retry button.
 */
export function QueryError({
  error,
  onRetry,
  title = 'Could not load this',
  retrying = false,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  retrying?: boolean;
}) {
  const status = isApiError(error) && error.status ? `Status ${error.status}` : null;
  // The same rule as the automatic retry of a read (ApiError.isTransient).
  const retry = retryMayHelp(error) ? onRetry : undefined;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text size="sm" data-testid="error-detail" style={{ whiteSpace: 'pre-wrap' }}>
        {errorMessage(error)}
      </Text>
      {(retry || status) && (
        <Group mt="sm" gap="sm">
          {retry && (
            <Button size="xs" variant="default" onClick={retry} loading={retrying}>
              Try again
            </Button>
          )}
          {status && (
            <Text size="xs" c="dimmed">
              {status}
            </Text>
          )}
        </Group>
      )}
    </Alert>
  );
}

/** What a page shows where this server lacks a companion (Part B) endpoint. */
export function NotOffered({ what, children }: { what: string; children?: React.ReactNode }) {
  return (
    <Alert color="gray" variant="light" title="Not offered by this server">
      <Text size="sm">This server does not offer {what}.</Text>
      {children}
    </Alert>
  );
}

import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last line of defence: an error a page did not handle shows a message, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <Container size="sm" py="xl" component="main">
      <Stack>
        <Title order={1}>Something went wrong</Title>
        <Alert color="red" role="alert">
          <Text size="sm">{message}</Text>
        </Alert>
        <Button w="fit-content" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </Container>
  );
}

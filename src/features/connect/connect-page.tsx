import { Button, Checkbox, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect } from 'react';
import { DEFAULT_BASE_URL } from '../../lib/session';
import { SignOutNotice } from './sign-out-notice';
import { useConnectForm } from './use-connect-form';

/** The first page without a token: the token, the service's address and whether to remember them. */
export function ConnectPage() {
  const { form, field, onSubmit, signOutReason } = useConnectForm();
  const { errors } = form.formState;

  useEffect(() => {
    document.title = 'Connect · Call monitor';
  }, []);

  return (
    <Container size={460} py={48} component="main">
      <Title order={1} ta="center" mb="md">
        Connect to the service
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <SignOutNotice reason={signOutReason} />
            <TextInput
              label="Access token"
              description="An API key or a user session token."
              autoComplete="off"
              spellCheck={false}
              required
              {...field('token')}
              error={errors.token?.message}
            />
            <TextInput
              label="API base URL"
              description={`Empty means this site${DEFAULT_BASE_URL ? ` (default: ${DEFAULT_BASE_URL})` : ''}.`}
              placeholder="https://api.example.com"
              {...field('baseUrl')}
              error={errors.baseUrl?.message}
            />
            <Checkbox
              label="Remember on this device"
              description="Otherwise the token is forgotten when this tab closes."
              {...form.register('remember')}
            />
            <Button type="submit">Connect</Button>
            <Text size="xs" c="dimmed">
              The token is kept in this browser only and sent to the API base URL above.
            </Text>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

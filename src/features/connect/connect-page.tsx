import { Alert, Button, Checkbox, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_BASE_URL, getSession, signIn } from '../../lib/session';

type ConnectState = { from?: string } | null;

type FormValues = { token: string; baseUrl: string; remember: boolean };

/** A base URL is empty (this origin) or an absolute http(s) URL. */
export function baseUrlProblem(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? null : 'Use an http:// or https:// address';
  } catch {
    return 'Enter a full address such as https://api.example.com, or leave it empty';
  }
}

export function ConnectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = (location.state ?? null) as ConnectState;
  const session = getSession();
  const { register, handleSubmit, formState } = useForm<FormValues>({
    defaultValues: { token: '', baseUrl: session.baseUrl, remember: session.remember },
  });

  useEffect(() => {
    document.title = 'Connect · Call monitor';
  }, []);

  const onSubmit = handleSubmit((values) => {
    queryClient.clear();
    signIn({ token: values.token.trim(), baseUrl: values.baseUrl, remember: values.remember });
    const from = state?.from && state.from.startsWith('/') && !state.from.startsWith('/connect') ? state.from : '/';
    void navigate(from, { replace: true });
  });

  return (
    <Container size={460} py={48} component="main">
      <Title order={1} ta="center" mb="md">
        Connect to the service
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {session.signOutReason && (
              <Alert color="red" role="alert" title="Signed out">
                {session.signOutReason}
              </Alert>
            )}
            <TextInput
              label="Access token"
              description="An API key or a user session token."
              autoComplete="off"
              spellCheck={false}
              required
              error={formState.errors.token?.message}
              {...register('token', { validate: (v) => (v.trim() ? true : 'Enter an access token') })}
            />
            <TextInput
              label="API base URL"
              description={`Empty means this site${DEFAULT_BASE_URL ? ` (default: ${DEFAULT_BASE_URL})` : ''}.`}
              placeholder="https://api.example.com"
              error={formState.errors.baseUrl?.message}
              {...register('baseUrl', { validate: (v) => baseUrlProblem(v) ?? true })}
            />
            <Checkbox
              label="Remember on this device"
              description="Otherwise the token is forgotten when this tab closes."
              {...register('remember')}
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

import { Alert, Button, Checkbox, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiReach, type ApiReach } from '../../lib/api-reach';
import { DEFAULT_BASE_URL, getSession, SIGNED_OUT_ELSEWHERE, signIn } from '../../lib/session';
import { routes } from '../../lib/routes';

type ConnectState = { from?: string } | null;

type Problems = { token?: string; baseUrl?: string };

/**
 * A base URL is empty (this origin) or an absolute http(s) URL; in a built app, also one its
 * security policy lets it reach (`reach`), since any other would fail as if the service were down.
 */
export function baseUrlProblem(value: string, reach: ApiReach | null = null): string | null {
  const v = value.trim();
  let origin = reach?.here ?? '';
  if (v !== '') {
    try {
      const u = new URL(v);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'Use an http:// or https:// address';
      origin = u.origin;
    } catch {
      return 'Enter a full address such as https://api.example.com, or leave it empty';
    }
  }
  if (!reach || reach.origins.includes(origin)) return null;
  const only = reach.origins.includes(reach.here)
    ? 'its own address: leave the field empty'
    : `${reach.origins.join(', ')}: enter that address`;
  return `This dashboard is built to reach only ${only} (another service needs a build made for it)`;
}

export function ConnectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = (location.state ?? null) as ConnectState;
  const session = getSession();
  // Two fields and a box: the first page of every new visitor does without the form library.
  const [problems, setProblems] = useState<Problems>({});

  useEffect(() => {
    document.title = 'Connect · Call monitor';
  }, []);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const values = new FormData(form);
    const token = String(values.get('token') ?? '').trim();
    const baseUrl = String(values.get('baseUrl') ?? '');
    const found: Problems = {
      token: token ? undefined : 'Enter an access token',
      baseUrl: baseUrlProblem(baseUrl, apiReach()) ?? undefined,
    };
    setProblems(found);
    const firstBad = (['token', 'baseUrl'] as const).find((field) => found[field]);
    if (firstBad) {
      (form.elements.namedItem(firstBad) as HTMLInputElement | null)?.focus();
      return;
    }
    queryClient.clear();
    signIn({ token, baseUrl, remember: values.get('remember') === 'on' });
    const from =
      state?.from && state.from.startsWith('/') && !state.from.startsWith(routes.connect) ? state.from : routes.home;
    void navigate(from, { replace: true });
  };
  // A field's message goes once it is edited; the next submit checks again.
  const clear = (field: keyof Problems) => () => setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));

  return (
    <Container size={460} py={48} component="main">
      <Title order={1} ta="center" mb="md">
        Connect to the service
      </Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {session.signOutReason === SIGNED_OUT_ELSEWHERE && (
              <Alert
                color="blue"
                role="status"
                title={SIGNED_OUT_ELSEWHERE}
                styles={{ title: { color: 'var(--mantine-color-text)' } }}
              >
                The dashboard was signed out in another tab of this browser, so this one was too. What you had not saved
                here is kept: connect again with the same token to go back to it.
              </Alert>
            )}
            {session.signOutReason && session.signOutReason !== SIGNED_OUT_ELSEWHERE && (
              <Alert color="red" role="alert" title="The token was not accepted">
                The service answered “{session.signOutReason}”. Check the token, or get a new one, and connect again.
              </Alert>
            )}
            <TextInput
              label="Access token"
              description="An API key or a user session token."
              autoComplete="off"
              spellCheck={false}
              required
              name="token"
              error={problems.token}
              onChange={clear('token')}
            />
            <TextInput
              label="API base URL"
              description={`Empty means this site${DEFAULT_BASE_URL ? ` (default: ${DEFAULT_BASE_URL})` : ''}.`}
              placeholder="https://api.example.com"
              name="baseUrl"
              defaultValue={session.baseUrl}
              error={problems.baseUrl}
              onChange={clear('baseUrl')}
            />
            <Checkbox
              label="Remember on this device"
              description="Otherwise the token is forgotten when this tab closes."
              name="remember"
              defaultChecked={session.remember}
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

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiReach } from '../../lib/api-reach';
import { routes } from '../../lib/routes';
import { signIn } from '../../lib/session';
import { baseUrlProblem } from './base-url';

type ConnectState = { from?: string } | null;

type Problems = { token?: string; baseUrl?: string };

/**
 * The connect form's submit: checks both fields (focus on the first bad one), signs in with a
 * fresh cache and goes back to the page that asked for it. `clear(field)`: a field's message goes
 * once it is edited; the next submit checks again.
 */
export function useConnectSubmit() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = (location.state ?? null) as ConnectState;
  // Two fields and a box: the first page of every new visitor does without the form library.
  const [problems, setProblems] = useState<Problems>({});

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
  const clear = (field: keyof Problems) => () => setProblems((p) => (p[field] ? { ...p, [field]: undefined } : p));
  return { problems, onSubmit, clear };
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { type ApiReach, apiReach } from '../../lib/api-reach';
import { routes } from '../../lib/routes';
import { getSession, signIn } from '../../lib/session';
import { baseUrlProblem } from './base-url';

type ConnectState = { from?: string } | null;

/** The connect form: a token, the service's address (empty: this site's) and whether to remember them. */
export const connectFormSchema = (reach: ApiReach | null) =>
  z.object({
    token: z.string().check(z.trim(), z.minLength(1, 'Enter an access token')),
    baseUrl: z.string().check(
      z.superRefine((value, ctx) => {
        const problem = baseUrlProblem(value, reach);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
      }),
    ),
    remember: z.boolean(),
  });
export type ConnectValues = z.infer<ReturnType<typeof connectFormSchema>>;

/**
 * The connect form (react-hook-form, checked by its schema): the focus goes to the first bad
 * field; a field's message goes once it is edited and the next submit checks again. Signing in
 * starts with a fresh cache and goes back to the page that asked for it.
 */
export function useConnectForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = (location.state ?? null) as ConnectState;
  const session = getSession();
  const form = useForm<ConnectValues>({
    resolver: zodResolver(connectFormSchema(apiReach())),
    defaultValues: { token: '', baseUrl: session.baseUrl, remember: session.remember },
    reValidateMode: 'onSubmit',
  });
  const field = (name: 'token' | 'baseUrl') =>
    form.register(name, { onChange: () => form.formState.errors[name] && form.clearErrors(name) });
  const onSubmit = form.handleSubmit(({ token, baseUrl, remember }) => {
    queryClient.clear();
    signIn({ token, baseUrl, remember });
    const from =
      state?.from && state.from.startsWith('/') && !state.from.startsWith(routes.connect) ? state.from : routes.home;
    void navigate(from, { replace: true });
  });
  return { form, field, onSubmit, signOutReason: session.signOutReason };
}

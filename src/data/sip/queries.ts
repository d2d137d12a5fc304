import { queryOptions } from '@tanstack/react-query';
import { type AgentRef, apiPaths, errorTexts, isErrorText, sipConfigSchema } from '../../contract';
import { apiRequest } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { sipKeys } from './keys';

/** Endpoint 8: the agent's SIP configuration (the password itself is never returned). */
export const sipConfigOptions = (a: AgentRef) =>
  queryOptions({
    queryKey: sipKeys.config(a),
    queryFn: ({ signal }) => apiRequest(apiPaths.sipConfig(a), { schema: sipConfigSchema, signal }),
  });

/** An agent without a SIP configuration: known by the service's text, whatever the status. */
export const isSipNotFound = (e: unknown): boolean => isApiError(e) && isErrorText(errorTexts.sipNotFound, e.detail);

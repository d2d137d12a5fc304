import { errorTexts, isErrorText } from '../contract';
import { isApiError } from './api-error';

/**
 * Why a call's recording did not come, as far as the answer tells (docs/service-interface.md, B.1: the service
 * may have none, and says so with an error; status codes are not published, so the status alone
 * never decides):
 * - `not-offered`: the server lacks the route (FastAPI's `Not Found`, or 405);
 * - `none`: the service stated, in its own words (a JSON `detail`), a refusal that asking again
 *   will not change: a client error (4xx) that is neither "too many requests" (429) nor a
 *   time-out (408), with no `Retry-After`, and not about the session or the workspace;
 * - `refused`: the session or the workspace was refused (`Not authenticated`, no access): not
 *   word of this recording, and asking again will not change it;
 * - `failed`: anything else: no answer, a time-out, a proxy's page without the service's words,
 *   a server failure (5xx, whatever its words), 429, or an answer saying when to come back.
 *   It may pass on a second try: the page offers one.
 */
export type RecordingFailure = 'not-offered' | 'none' | 'refused' | 'failed';

export function recordingFailure(error: unknown): RecordingFailure {
  if (!isApiError(error) || error.kind !== 'http') return 'failed';
  if (error.isRouteMissing) return 'not-offered';
  // The app's one rule for "may pass on a second try" (5xx, 408, 429, Retry-After, no answer).
  if (error.isTransient || error.detail === null) return 'failed';
  if (error.isNotAuthenticated || isErrorText(errorTexts.noWorkspaceAccess, error.detail)) return 'refused';
  return 'none';
}

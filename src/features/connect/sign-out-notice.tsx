import { Alert } from '@mantine/core';
import { SIGNED_OUT_ELSEWHERE } from '../../lib/session';

/** Why the dashboard was signed out, if it was: in another tab, or the token refused (`reason`). */
export function SignOutNotice({ reason }: { reason: string | null }) {
  return (
    <>
      {reason === SIGNED_OUT_ELSEWHERE && (
        <Alert
          color="blue"
          role="status"
          title={SIGNED_OUT_ELSEWHERE}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          The dashboard was signed out in another tab of this browser, so this one was too. What you had not saved here
          is kept: connect again with the same token to go back to it.
        </Alert>
      )}
      {reason && reason !== SIGNED_OUT_ELSEWHERE && (
        <Alert color="red" role="alert" title="The token was not accepted">
          The service answered “{reason}”. Check the token, or get a new one, and connect again.
        </Alert>
      )}
    </>
  );
}

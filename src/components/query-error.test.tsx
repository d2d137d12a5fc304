import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../contract';
import { ruleListOptions } from '../data/rules/queries';
import { shouldRetryRead } from '../lib/query-client';
import { setupEmulator } from '../test/emulator';
import { createTestQueryClient, renderWithProviders } from '../test/render';
import { QueryError } from './query-error';

const A1 = { workspaceId: 1, agentId: 1 };
const { fault } = setupEmulator();

/** The error a page's read of the rules list ends with when the answer is `answer`. */
async function readFailingWith(answer: { status: number; body: unknown } | { drop: true }): Promise<unknown> {
  await fault({ method: 'GET', path: apiPaths.rules(A1), ...answer });
  return createTestQueryClient()
    .fetchQuery(ruleListOptions(A1))
    .then(
      () => new Error('the read did not fail'),
      (error: unknown) => error,
    );
}

/** What a person sees: the error, and whether a "Try again" is offered. */
function offersTryAgain(error: unknown): boolean {
  renderWithProviders(<QueryError error={error} title="Could not load the rules" onRetry={() => {}} />);
  return screen.queryByRole('button', { name: 'Try again' }) !== null;
}

describe('one rule for the automatic retry and "Try again"', () => {
  it("a proxy's HTML 404 is a refusal: not asked again, and no button that cannot help", async () => {
    const error = await readFailingWith({
      status: 404,
      body: '<html><title>404 Not Found</title><body>nginx</body></html>',
    });
    expect(shouldRetryRead(0, error)).toBe(false);
    expect(offersTryAgain(error)).toBe(false);
  });

  it('a 503 with a JSON detail may pass: asked again once, and "Try again" offered', async () => {
    const error = await readFailingWith({ status: 503, body: { detail: 'Service temporarily unavailable' } });
    expect(shouldRetryRead(0, error)).toBe(true);
    expect(shouldRetryRead(1, error)).toBe(false);
    expect(offersTryAgain(error)).toBe(true);
    expect(screen.getByText('Service temporarily unavailable', { exact: false })).toBeInTheDocument();
  });

  it('a refusal in words is neither retried nor offered again; a dropped connection is both', async () => {
    const refusal = await readFailingWith({
      status: 403,
      body: { detail: 'User does not have access to workspace 1' },
    });
    expect([shouldRetryRead(0, refusal), offersTryAgain(refusal)]).toEqual([false, false]);
    const dropped = await readFailingWith({ drop: true });
    expect(shouldRetryRead(0, dropped)).toBe(true);
    expect(offersTryAgain(dropped)).toBe(true);
  });
});

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AgentRef } from '../../contract';
import { routes } from '../../lib/routes';
import type { CallListQuery } from '../../data/calls/keys';
import { callListOptions } from '../../data/calls/queries';
import type { Neighbour } from './neighbours';
import { type Paging, withPaging } from './paging';
import { applySteps, type FoundAt, type PageAt, type Step } from './step-calls';
import { toPage } from './use-call-neighbours';

type Now = {
  agent: AgentRef;
  callId: number;
  params: URLSearchParams;
  filters: CallListQuery;
  paging: Paging;
  /** Where the shown call was last found in the list (it may have left it since). */
  foundAt: FoundAt | null;
};

/**
 * J and K however fast they come: each press moves one call from the call the press before it
 * went to, even when the page has not caught up with it yet (`cursor`). Presses that need a page
 * of the list not fetched yet (also while this call is still being found in it) wait, in order,
 * until it comes. `waiting` names the direction of the first press that waits.
 */
export function useCallStepper(now: Now): { press: (which: Step) => void; waiting: Step | null } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState<Step | null>(null);
  const latest = useRef(now);
  const queue = useRef<Step[]>([]);
  /** Where the last press went, while the page still shows another call; else null. */
  const cursor = useRef<Neighbour | null>(null);
  /** Calls pressed to and not yet shown, oldest first. */
  const trail = useRef<number[]>([]);
  const fetching = useRef(false);
  /** Counts the times the page was taken elsewhere, which drops the presses waiting. */
  const reset = useRef(0);

  const { callId } = now;
  const { offset } = now.paging;
  useLayoutEffect(() => {
    latest.current = now;
  });
  // The page caught up with the presses, is on its way through them, or was taken elsewhere (a
  // link, Back): then the next press applies to what it shows.
  useLayoutEffect(() => {
    const c = cursor.current;
    if (c && c.id === callId && c.offset === offset) {
      cursor.current = null;
      trail.current = [];
    } else if (!trail.current.includes(callId)) {
      cursor.current = null;
      trail.current = [];
      queue.current = [];
      reset.current += 1;
      setWaiting(null);
    }
  }, [callId, offset]);

  const run = useCallback(async () => {
    if (fetching.current) return;
    let lastNeeded: number | null = null;
    for (;;) {
      const { agent, callId: shown, params, filters, paging, foundAt } = latest.current;
      const at = (o: number): Paging => ({ limit: paging.limit, offset: o });
      const pageAt: PageAt = (o) => {
        const state = queryClient.getQueryState(callListOptions(agent, filters, at(o)).queryKey);
        if (state?.data) return toPage(state.data, at(o));
        return state?.status === 'error' ? 'failed' : undefined;
      };
      const from = cursor.current ?? { id: shown, offset: paging.offset };
      const r = applySteps(from, queue.current, pageAt, foundAt);
      queue.current = queue.current.slice(r.done);
      if (r.at.id !== from.id || r.at.offset !== from.offset) {
        cursor.current = r.at;
        trail.current.push(r.at.id);
        void navigate(routes.call(agent, r.at.id, withPaging(params, at(r.at.offset)).toString()));
      }
      // A page fetched and still not there (dropped from the cache at once): stop rather than loop.
      if (r.needs === null || r.needs === lastNeeded) {
        if (r.needs !== null) queue.current = [];
        setWaiting(null);
        return;
      }
      lastNeeded = r.needs;
      setWaiting(queue.current[0] ?? null);
      fetching.current = true;
      const generation = reset.current;
      try {
        await queryClient.fetchQuery(callListOptions(agent, filters, at(r.needs)));
      } catch {
        // The list could not be fetched (the page says so): the waiting presses go nowhere.
        queue.current = [];
      } finally {
        fetching.current = false;
      }
      // Taken elsewhere meanwhile: the presses waiting were dropped; any made since apply from there.
      if (generation !== reset.current) lastNeeded = null;
    }
  }, [queryClient, navigate]);

  const press = useCallback(
    (which: Step) => {
      queue.current.push(which);
      void run();
    },
    [run],
  );
  return { press, waiting };
}

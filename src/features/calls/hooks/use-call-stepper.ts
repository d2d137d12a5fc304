import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AgentRef } from '../../../contract';
import { routes } from '../../../lib/routes';
import type { CallListQuery } from '../../../data/calls/keys';
import { callListOptions } from '../../../data/calls/queries';
import type { Neighbour } from '../model/neighbours';
import { type Paging, withPaging } from '../model/paging';
import { applySteps, type FoundAt, type PageAt, type Step } from '../model/step-calls';
import { toPage } from './use-call-neighbours';
import type { StepSource } from './use-queue-list';

type Now = {
  agent: AgentRef;
  callId: number;
  params: URLSearchParams;
  filters: CallListQuery;
  paging: Paging;
  /** Where the shown call was last found in the list (it may have left it since). */
  foundAt: FoundAt | null;
  /** Another list than the calls list's pages (the review queue); null or absent: the calls list. */
  stepSource?: StepSource | null;
};

/** What the presses leave between renders (refs: none of it is drawn). */
type Presses = {
  /** Presses not applied yet, in order. */
  queue: Step[];
  /** Where the last press went, while the page still shows another call; else null. */
  cursor: Neighbour | null;
  /** Calls pressed to and not yet shown, oldest first. */
  trail: number[];
  fetching: boolean;
  /** Counts the times the page was taken elsewhere, which drops the presses waiting. */
  reset: number;
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
  const presses = useRef<Presses>({ queue: [], cursor: null, trail: [], fetching: false, reset: 0 });

  const { callId } = now;
  const { offset } = now.paging;
  useLayoutEffect(() => {
    latest.current = now;
  });
  useLayoutEffect(() => {
    if (!followShown(presses.current, callId, offset)) setWaiting(null);
  }, [callId, offset]);

  const run = useCallback(async () => {
    const p = presses.current;
    if (p.fetching) return;
    let lastNeeded: number | null = null;
    for (;;) {
      const { agent, callId: shown, params, filters, paging, foundAt, stepSource } = latest.current;
      const cached = cachedPages(queryClient, agent, filters, paging.limit);
      const { at } = cached;
      const pageAt = stepSource?.pageAt ?? cached.pageAt;
      const from = p.cursor ?? { id: shown, offset: paging.offset };
      const r = applySteps(from, p.queue, pageAt, foundAt);
      p.queue = p.queue.slice(r.done);
      if (r.at.id !== from.id || r.at.offset !== from.offset) {
        p.cursor = r.at;
        p.trail.push(r.at.id);
        // Drawn at once (`flushSync`), as Save and next's move is: as a transition, the move
        // would wait behind the page's own deferred render of what is below its first screen, which
        // it then throws away (see docs/performance.md, row "J and K's move drawn at once").
        void navigate(routes.call(agent, r.at.id, withPaging(params, at(r.at.offset)).toString()), {
          flushSync: true,
        });
      }
      // A page fetched and still not there (dropped from the cache at once): stop rather than loop.
      if (r.needs === null || r.needs === lastNeeded) {
        if (r.needs !== null) p.queue = [];
        setWaiting(null);
        return;
      }
      lastNeeded = r.needs;
      setWaiting(p.queue[0] ?? null);
      p.fetching = true;
      const generation = p.reset;
      try {
        await (stepSource
          ? stepSource.fetchPage(r.needs)
          : queryClient.fetchQuery(callListOptions(agent, filters, at(r.needs))));
      } catch {
        // The list could not be fetched (the page says so): the waiting presses go nowhere.
        p.queue = [];
      } finally {
        p.fetching = false;
      }
      // Taken elsewhere meanwhile: the presses waiting were dropped; any made since apply from there.
      if (generation !== p.reset) lastNeeded = null;
    }
  }, [queryClient, navigate]);

  const press = useCallback(
    (which: Step) => {
      presses.current.queue.push(which);
      void run();
    },
    [run],
  );
  return { press, waiting };
}

/**
 * The page caught up with the presses, is on its way through them, or was taken elsewhere (a
 * link, Back): then the next press applies to what it shows, and the presses waiting are dropped
 * (false).
 */
function followShown(p: Presses, callId: number, offset: number): boolean {
  const c = p.cursor;
  if (c && c.id === callId && c.offset === offset) {
    p.cursor = null;
    p.trail = [];
  } else if (!p.trail.includes(callId)) {
    p.cursor = null;
    p.trail = [];
    p.queue = [];
    p.reset += 1;
    return false;
  }
  return true;
}

/** The list's pages as far as the cache holds them (`pageAt`), and the paging of the page at an offset. */
function cachedPages(queryClient: QueryClient, agent: AgentRef, filters: CallListQuery, limit: number) {
  const at = (o: number): Paging => ({ limit, offset: o });
  const pageAt: PageAt = (o) => {
    const state = queryClient.getQueryState(callListOptions(agent, filters, at(o)).queryKey);
    if (state?.data) return toPage(state.data, at(o));
    return state?.status === 'error' ? 'failed' : undefined;
  };
  return { at, pageAt };
}

import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AgentRef } from '../../contract';
import { intentListOptions } from '../../data/intents/queries';
import { reviewQualityOptions } from '../../data/reviews/quality-queries';
import { ruleListOptions } from '../../data/rules/queries';
import { type ShownSet, namesFrom, parseShow, showParam } from './names';
import { arrangeQuality } from './quality';
import { rangeFromSearch, rangeQuery, withPeriod } from './range';
import { useProgressStore } from './reading-progress';

const idsOf = (key: string) => (key ? key.split(',').map(Number) : []);

/** What the quality page shows, from its address: the range, the reviews' figures, names, the calls shown. */
export function useQualityView(agent: AgentRef) {
  const [params, setParams] = useSearchParams();
  const { range: asked, ignored } = useMemo(() => rangeFromSearch(params), [params]);
  // A period ends when the page opened or it was chosen: opening a figure's calls (`show`) moves
  // neither the range nor the figures.
  const [now, setNow] = useState(() => Date.now());
  // The same object while the range stays, so the memoised parts that take it are left as they are.
  const range = useMemo(() => rangeQuery(asked, now), [asked, now]);
  const progress = useProgressStore();
  const reviews = useQuery(reviewQualityOptions(agent, range, progress.set));
  const intents = useQuery(intentListOptions(agent));
  const rules = useQuery(ruleListOptions(agent));
  // By value: the lists read again (an intent's description edited here) leave the figures as they are.
  const intentKey = (intents.data ?? []).map((i) => i.id).join();
  const labelKey = (rules.data ?? []).flatMap((r) => (r.label ? [r.id] : [])).join();
  const known = useMemo(() => ({ intentIds: idsOf(intentKey), labelIds: idsOf(labelKey) }), [intentKey, labelKey]);
  const gathered = reviews.data?.quality;
  const quality = useMemo(
    () => (gathered ? arrangeQuality(gathered, known.intentIds, known.labelIds) : null),
    [gathered, known],
  );
  const names = useMemo(() => namesFrom(intents.data, rules.data), [intents.data, rules.data]);
  const href = (set: ShownSet) => {
    const next = new URLSearchParams(params);
    next.set('show', showParam(set));
    return `?${next.toString()}`;
  };
  const setPeriod = (value: string) => {
    setNow(Date.now());
    setParams(withPeriod(params, value));
  };
  const show = parseShow(params.get('show'));
  return { asked, ignored, now, range, progress, reviews, intents, quality, names, known, show, href, setPeriod };
}

export type QualityView = ReturnType<typeof useQualityView>;

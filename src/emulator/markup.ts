import type { Store } from './seed';

/** What a hostile record could carry: markup and script that must show as plain text. */
export const MARKUP_PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script><b>bold</b>';

/** The keys whose values people read: names, labels, descriptions, transcripts, reasons. */
const TEXT_KEYS = new Set([
  'name',
  'label',
  'description',
  'reference_transcript',
  'failure_reason',
  'sip_url',
  'sip_username',
  'sentiment',
]);

/**
 * A copy of the store with the payload appended to every text value people read (and to
 * every simulation-profile field value), for the security test that proves nothing runs.
 */
export function withMarkup(store: Store): Store {
  const copy = structuredClone(store);
  const visit = (node: unknown, inFields = false): void => {
    if (Array.isArray(node)) {
      node.forEach((n) => visit(n));
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const [k, v] of Object.entries(record)) {
      if (typeof v === 'string' && (inFields || TEXT_KEYS.has(k))) record[k] = `${v} ${MARKUP_PAYLOAD}`;
      else if (Array.isArray(v) && k === 'sentiments')
        record[k] = v.map((s) => (typeof s === 'string' ? `${s} ${MARKUP_PAYLOAD}` : s));
      else visit(v, k === 'fields');
    }
  };
  visit(copy.workspaces);
  visit(copy.agents);
  return copy;
}

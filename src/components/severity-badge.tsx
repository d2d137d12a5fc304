import { type Words, WordBadge, wordOf } from './word-badge';

/** B.9's severities, as words. */
export const SEVERITY_WORDS: Words = new Map([
  ['info', { text: 'Info', color: 'blue' }],
  ['warning', { text: 'Warning', color: 'yellow' }],
  ['critical', { text: 'Critical', color: 'red' }],
]);

export const severityText = (s: string | null | undefined) => wordOf(SEVERITY_WORDS, s, 'No severity');

/** A definition's severity as a badge; none when the server does not keep severities. */
export function SeverityBadge({ severity }: { severity: string | null | undefined }) {
  if (!severity) return null;
  return <WordBadge words={SEVERITY_WORDS} value={severity} variant="light" />;
}

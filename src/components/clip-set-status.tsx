import { DASH } from '../lib/format';
import { type Words, WordBadge, wordOf } from './word-badge';

/** The clip set statuses we recognise, in dark shades (white text on each stays above 4.5:1; green.9 does not, teal.9 does). */
const STATUS_WORDS: Words = new Map([
  ['ready', { text: 'Ready', color: 'teal.9' }],
  ['completed', { text: 'Completed', color: 'teal.9' }],
  ['failed', { text: 'Failed', color: 'red.9' }],
  ['error', { text: 'Error', color: 'red.9' }],
  ['processing', { text: 'Processing', color: 'blue.9' }],
  ['pending', { text: 'Pending', color: 'grape.9' }],
  ['queued', { text: 'Queued', color: 'grape.9' }],
]);

/** A status we know reads as a word ("processing": "Processing"); any other is shown exactly as sent. */
export const statusText = (status: string): string => wordOf(STATUS_WORDS, status, status);

export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>{DASH}</>;
  return <WordBadge words={STATUS_WORDS} value={status} variant="filled" />;
}

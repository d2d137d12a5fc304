import { Badge } from '@mantine/core';
import { DASH } from '../lib/format';

/**
 * Colours for the statuses we recognise; any other string is shown as it is, in grey. A Map: the
 * status is the service's text, and "constructor" must not find Object's.
 */
const COLORS: ReadonlyMap<string, string> = new Map([
  ['ready', 'teal.9'],
  ['completed', 'teal.9'],
  ['failed', 'red.9'],
  ['error', 'red.9'],
  ['processing', 'blue.9'],
  ['pending', 'grape.9'],
  ['queued', 'grape.9'],
]);

/** A status we know reads as a word ("processing": "Processing"); any other is shown exactly as sent. */
export function statusText(status: string): string {
  const known = COLORS.has(status.toLowerCase());
  return known ? status.charAt(0).toUpperCase() + status.slice(1).toLowerCase() : status;
}

export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return <>{DASH}</>;
  const color = COLORS.get(status.toLowerCase());
  // Dark shades only: white text on each stays above 4.5:1 (green.9 does not, teal.9 does).
  return (
    <Badge color={color ?? 'gray.8'} c="white" variant="filled" tt="none">
      {statusText(status)}
    </Badge>
  );
}

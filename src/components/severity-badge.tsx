import { Badge } from '@mantine/core';

const SEVERITY_COLOURS = new Map([
  ['info', 'blue'],
  ['warning', 'yellow'],
  ['critical', 'red'],
]);
const SEVERITY_NAMES = new Map([
  ['info', 'Info'],
  ['warning', 'Warning'],
  ['critical', 'Critical'],
]);
export const severityText = (s: string | null | undefined) => (s ? (SEVERITY_NAMES.get(s) ?? s) : 'No severity');

/** A definition's severity as a badge; none when the server does not keep severities. */
export function SeverityBadge({ severity }: { severity: string | null | undefined }) {
  if (!severity) return null;
  return (
    <Badge variant="light" color={SEVERITY_COLOURS.get(severity) ?? 'gray'}>
      {severityText(severity)}
    </Badge>
  );
}

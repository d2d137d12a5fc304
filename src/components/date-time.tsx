import { Tooltip } from '@mantine/core';
import { DASH, formatDateTime } from '../lib/format';

/** A timestamp in the user's locale; the UTC value is in the tooltip and the title. */
export function DateTime({ value }: { value: string | null | undefined }) {
  const f = formatDateTime(value);
  if (!f) return <>{DASH}</>;
  return (
    <Tooltip label={`UTC: ${f.utc}`} withArrow events={{ hover: true, focus: true, touch: true }}>
      <time dateTime={f.utc} title={`UTC: ${f.utc}`} tabIndex={0}>
        {f.local}
      </time>
    </Tooltip>
  );
}

import { useId, useState } from 'react';
import { DASH, formatDateTime } from '../lib/format';

const tooltipStyle: React.CSSProperties = {
  position: 'absolute',
  top: 'calc(100% + 6px)',
  left: 0,
  zIndex: 300,
  padding: '4px 8px',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-gray-9)',
  color: 'var(--mantine-color-white)',
  fontSize: 'var(--mantine-font-size-xs)',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
};

/**
 * A timestamp in the user's locale; the UTC value is in the title and in a tooltip shown on
 * hover, focus and touch. The tooltip is plain markup, made only while shown: tables list many
 * timestamps, and a positioning library per cell made every one of them cost at render.
 */
export function DateTime({ value }: { value: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const tooltipId = useId();
  const f = formatDateTime(value);
  if (!f) return <>{DASH}</>;
  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  return (
    <span style={{ position: 'relative', display: 'inline-block' }}>
      <time
        dateTime={f.utc}
        title={`UTC: ${f.utc}`}
        tabIndex={0}
        aria-describedby={open ? tooltipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onTouchStart={show}
        onKeyDown={(e) => e.key === 'Escape' && hide()}
      >
        {f.local}
      </time>
      {open && (
        <span role="tooltip" id={tooltipId} style={tooltipStyle}>
          UTC: {f.utc}
        </span>
      )}
    </span>
  );
}

import { Group, Loader, NativeSelect, Text } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { PRESETS, presetOf, presetRange, type PresetId, type Range } from '../range';

// Most visits use a preset: the custom range's form loads when it is asked for.
const CustomRangeForm = lazy(() => import('./custom-range-form').then((m) => ({ default: m.CustomRangeForm })));

/** The overview's time range: a preset, or a custom range of whole days (both included). */
export function RangeControl({
  range,
  now,
  tz,
  onChange,
}: {
  range: Range;
  now: number;
  tz: string;
  onChange: (r: Range) => void;
}) {
  // Four presets' ranges worked out in the zone: once per range, not on every render of the page
  // (it renders on each page of calls read where the figures are computed from the list).
  const preset = useMemo(() => presetOf(range, now, tz), [range, now, tz]);
  const [custom, setCustom] = useState(preset === null);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label="Time range"
        value={custom ? 'custom' : (preset ?? 'custom')}
        data={[...PRESETS.map((p) => ({ value: p.id, label: p.label })), { value: 'custom', label: 'Custom range' }]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (value === 'custom') return setCustom(true);
          setCustom(false);
          onChange(presetRange(value as PresetId, now, tz));
        }}
      />
      {custom && (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the custom range" />}>
          <CustomRangeForm range={range} tz={tz} onChange={onChange} />
        </Suspense>
      )}
      <Text size="sm" c="dimmed">
        Times in <bdi>{tz}</bdi>
      </Text>
    </Group>
  );
}

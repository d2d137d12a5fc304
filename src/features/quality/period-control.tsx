import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { DateTime } from '../../components/date-time';
import { IgnoredInAddress } from '../../components/ignored-in-address';
import type { ReviewListQuery } from '../../data/reviews/keys';
import { PERIODS, type QualityRange } from './range';

const CHOICES = [{ value: '', label: 'All time' }, ...PERIODS.map(({ value, label }) => ({ value, label }))];
const CUSTOM = { value: 'custom', label: 'Custom range' };

/**
 * "Period": all time or the last days up to now; a range the address gives shows as a custom
 * one, with its dates. What of the address was not understood is said beside it.
 */
export function PeriodControl({
  range,
  query,
  ignored,
  onChange,
}: {
  range: QualityRange;
  /** The range as asked of the service: the dates shown. */
  query: ReviewListQuery;
  ignored: readonly string[];
  onChange: (value: string) => void;
}) {
  const value = range.kind === 'all' ? '' : range.kind === 'period' ? range.value : CUSTOM.value;
  const { started_after: after, started_before: before } = query;
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label="Period"
          description="By the start of the reviewed calls"
          w={220}
          data={range.kind === 'custom' ? [...CHOICES, CUSTOM] : CHOICES}
          value={value}
          onChange={(e) => {
            if (e.currentTarget.value !== CUSTOM.value) onChange(e.currentTarget.value);
          }}
        />
        {after || before ? (
          <Text size="sm">
            {after && before ? (
              <>
                Calls started from <DateTime value={after} /> to <DateTime value={before} />
              </>
            ) : after ? (
              <>
                Calls started since <DateTime value={after} />
                {range.kind === 'period' ? ', up to now' : ''}
              </>
            ) : (
              <>
                Calls started before <DateTime value={before} />
              </>
            )}
          </Text>
        ) : null}
      </Group>
      <IgnoredInAddress problems={ignored} />
    </Stack>
  );
}

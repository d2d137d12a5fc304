import { Group, Kbd, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { MomentList, momentClock } from './moment-list';
import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import type { CallTiming } from '../hooks/use-call-timing';
import { momentLabel } from '../hooks/use-call-timing';
import { useCallPlay } from '../model/call-play';
import { useMomentKeys } from '../hooks/use-moment-keys';
import type { TimingThresholds } from '../model/timing';
import { TimingFigures } from './timing-figures';

const MAX_SECONDS = 600;

/** A threshold in seconds, as typed: its value in ms, or the reason it is not one. */
function parseSeconds(text: string): number | string {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return 'Enter a number of seconds, such as 2 or 2.5.';
  const s = Number(t);
  if (s > MAX_SECONDS) return `Enter at most ${MAX_SECONDS} seconds.`;
  return Math.round(s * 1000);
}

/**
 * How long typing pauses before a threshold is applied. The maths is cheap; drawing every figure,
 * moment and mark again is not, and a key typed should not wait for it; Enter or leaving the field
 * applies it at once (see docs/performance.md, row "A timing threshold typed is applied after a
 * 350 ms pause").
 */
export const APPLY_AFTER_MS = 350;

function Threshold({ label, ms, onMs }: { label: string; ms: number; onMs: (ms: number) => void }) {
  const [draft, setDraft] = useState(String(ms / 1000));
  const parsed = parseSeconds(draft);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const apply = (value: number | string) => {
    clearTimeout(timer.current);
    if (typeof value === 'number' && value !== ms) onMs(value);
  };
  return (
    <TextInput
      label={label}
      size="xs"
      w={200}
      inputMode="decimal"
      value={draft}
      error={typeof parsed === 'string' ? parsed : undefined}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setDraft(text);
        const next = parseSeconds(text);
        clearTimeout(timer.current);
        if (typeof next === 'number') timer.current = setTimeout(() => onMs(next), APPLY_AFTER_MS);
      }}
      onBlur={() => apply(parsed)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply(parsed);
      }}
    />
  );
}

/** Memoised with its value: the figures and moments drawn again below it leave the fields alone. */
const Thresholds = memo(function Thresholds({
  value,
  onChange,
}: {
  value: TimingThresholds;
  onChange: (t: Partial<TimingThresholds>) => void;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Threshold label="Slow response over (seconds)" ms={value.slowMs} onMs={(slowMs) => onChange({ slowMs })} />
      <Threshold
        label="Long silence from (seconds)"
        ms={value.silenceMs}
        onMs={(silenceMs) => onChange({ silenceMs })}
      />
    </Group>
  );
});

type Props = {
  /** What the call's details are: still loading, not offered, failed, or here. */
  state: 'pending' | 'missing' | 'failed' | 'ready';
  timing: CallTiming;
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Bring a turn of the transcript into view. */
  onReveal: (index: number) => void;
};

/** Whether the marked moments play (the recording is here) or not. */
function PlayNote() {
  return useCallPlay() ? 'Each plays from its moment.' : 'There is no recording to play them from.';
}

/** Region "Timing": how the call went, read from its transcript, and its marked moments. */
export function CallTimingRegion({ state, timing: call, audioRef, onReveal }: Props) {
  const { timing, thresholds, setThresholds } = call;
  const moments = timing?.moments ?? [];
  const [said, setSaid] = useState('');
  useMomentKeys(moments, audioRef, (moment, index, dir) => {
    if (!moment) {
      setSaid(dir === 1 ? 'No marked moment after this one.' : 'No marked moment before this one.');
      return;
    }
    setSaid(`Moment ${index + 1} of ${moments.length}: ${momentLabel(moment)} at ${momentClock(moment.atMs)}.`);
    onReveal(moment.turn);
  });

  let body;
  if (state === 'pending') body = <Skeleton height={80} />;
  else if (state === 'missing')
    body = <Text size="sm">This server does not offer transcripts, which timing is read from.</Text>;
  else if (state === 'failed')
    body = <Text size="sm">Timing could not be read: the call’s details failed (see above).</Text>;
  else if (!timing) body = <Text size="sm">There is no transcript to read timing from.</Text>;
  else if (timing.timedTurns === 0) {
    body = (
      <Text size="sm">
        The transcript’s turns have no start and end times, so the call’s timing cannot be read from it.
      </Text>
    );
  } else {
    const untimed = timing.turns - timing.timedTurns;
    body = (
      <Stack gap="sm">
        {untimed > 0 && (
          <Text size="sm">
            {untimed.toLocaleString('en')} of {timing.turns.toLocaleString('en')} turns have no start or end time and
            are left out.
          </Text>
        )}
        <TimingFigures timing={timing} thresholds={thresholds} />
        <Thresholds value={thresholds} onChange={setThresholds} />
        <Title order={3} size="h5">
          {moments.length === 0 ? 'No marked moments' : `${moments.length.toLocaleString('en')} marked moments`}
        </Title>
        {moments.length > 0 && (
          <>
            <Text size="xs" c="dimmed">
              Slow responses, interruptions and long silences, also marked on the waveform and beside their turns.{' '}
              <PlayNote /> <Kbd>]</Kbd> and <Kbd>[</Kbd> jump to the next and previous one.
            </Text>
            <MomentList moments={moments} />
          </>
        )}
      </Stack>
    );
  }

  return (
    <section aria-labelledby="call-timing">
      <Title order={2} size="h4" id="call-timing" mb="xs">
        Timing
      </Title>
      {body}
      <Text size="sm" role="status" aria-live="polite" mt={said ? 'xs' : 0}>
        {said}
      </Text>
    </section>
  );
}

import { Button, Group, Kbd, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { type RefObject, useState } from 'react';
import type { CallTiming } from '../use-call-timing';
import { momentLabel } from '../use-call-timing';
import { useCallPlay } from '../call-play';
import { useMomentKeys } from '../use-moment-keys';
import type { Moment, TimingThresholds } from '../timing';
import classes from './timing.module.css';
import { TimingFigures } from './timing-figures';

/** A moment of the recording to a tenth of a second: "0:47.2", "1:02:03.4". */
export function momentClock(ms: number): string {
  const tenths = Math.max(0, Math.round(ms / 100));
  const s = Math.floor(tenths / 10);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = `${String(s % 60).padStart(2, '0')}.${tenths % 10}`;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

const PAGE = 100;
const MAX_SECONDS = 600;

/** A threshold in seconds, as typed: its value in ms, or the reason it is not one. */
function parseSeconds(text: string): number | string {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return 'Enter a number of seconds, such as 2 or 2.5.';
  const s = Number(t);
  if (s > MAX_SECONDS) return `Enter at most ${MAX_SECONDS} seconds.`;
  return Math.round(s * 1000);
}

function Threshold({ label, ms, onMs }: { label: string; ms: number; onMs: (ms: number) => void }) {
  const [draft, setDraft] = useState(String(ms / 1000));
  const parsed = parseSeconds(draft);
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
        if (typeof next === 'number') onMs(next);
      }}
    />
  );
}

function Thresholds({ value, onChange }: { value: TimingThresholds; onChange: (t: TimingThresholds) => void }) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Threshold
        label="Slow response over (seconds)"
        ms={value.slowMs}
        onMs={(slowMs) => onChange({ ...value, slowMs })}
      />
      <Threshold
        label="Long silence from (seconds)"
        ms={value.silenceMs}
        onMs={(silenceMs) => onChange({ ...value, silenceMs })}
      />
    </Group>
  );
}

function MomentList({ moments }: { moments: readonly Moment[] }) {
  const play = useCallPlay();
  const [shown, setShown] = useState(PAGE);
  const rest = moments.length - shown;
  return (
    <Stack gap={4}>
      <ul className={classes.moments} aria-label="Marked moments">
        {moments.slice(0, shown).map((m, i) => {
          const content = (
            <>
              <span className={classes.clock}>{momentClock(m.atMs)}</span> {momentLabel(m)} · turn {m.turn + 1}
            </>
          );
          return (
            <li key={i}>
              {play ? (
                <button
                  type="button"
                  className={classes.moment}
                  data-kind={m.kind}
                  title="Play from here"
                  onClick={() => play.at(m.atMs)}
                >
                  {content}
                </button>
              ) : (
                <span className={classes.moment} data-kind={m.kind}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {rest > 0 && (
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => setShown((n) => n + PAGE)}
          style={{ alignSelf: 'flex-start' }}
        >
          Show {Math.min(PAGE, rest)} more of {rest.toLocaleString('en')}
        </Button>
      )}
    </Stack>
  );
}

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

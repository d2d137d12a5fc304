import { Button, Stack } from '@mantine/core';
import { memo, useState } from 'react';
import { type CallPlay, useCallPlay } from '../model/call-play';
import type { Moment } from '../model/timing';
import { momentLabel } from '../hooks/use-call-timing';
import classes from './timing.module.css';

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

const sameMoment = (a: Moment, b: Moment) =>
  a.atMs === b.atMs &&
  a.kind === b.kind &&
  a.ms === b.ms &&
  a.turn === b.turn &&
  a.silent === b.silent &&
  a.by === b.by;

/**
 * One marked moment. Keyed by what it is and memoised by its content: a threshold changed adds and
 * removes rows, and the rows that stay are not drawn again.
 */
const MomentRow = memo(
  function MomentRow({ m, play }: { m: Moment; play: CallPlay | null }) {
    const content = (
      <>
        <span className={classes.clock}>{momentClock(m.atMs)}</span> {momentLabel(m)} · turn {m.turn + 1}
      </>
    );
    return (
      <li>
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
  },
  (a, b) => a.play === b.play && sameMoment(a.m, b.m),
);

/** The marked moments, a hundred at a time; each plays from its moment. */
export function MomentList({ moments }: { moments: readonly Moment[] }) {
  const play = useCallPlay();
  const [shown, setShown] = useState(PAGE);
  const rest = moments.length - shown;
  return (
    <Stack gap={4}>
      <ul className={classes.moments} aria-label="Marked moments">
        {moments.slice(0, shown).map((m) => (
          <MomentRow key={`${m.kind} ${m.atMs} ${m.turn}`} m={m} play={play} />
        ))}
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

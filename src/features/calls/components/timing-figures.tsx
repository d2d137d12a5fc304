import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DASH } from '../../../lib/format';
import { seconds, type TimingThresholds, type TurnTiming } from '../model/timing';
import classes from './timing.module.css';

/** A figure, and how it is computed beside it. */
function Figure({ label, value, how }: { label: string; value: ReactNode; how: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <dd className={classes.figure}>
        <span className={classes.value}>{value}</span>
        <span className={classes.how}>{how}</span>
      </dd>
    </div>
  );
}

const speakerName = (kind: string, name: string) => (kind === 'agent' ? 'Agent' : kind === 'caller' ? 'Caller' : name);
const responsesOf = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'response' : 'responses'}`;

/** The call's timing figures, each saying how it is computed. */
export function TimingFigures({ timing, thresholds }: { timing: TurnTiming; thresholds: TimingThresholds }) {
  const n = timing.responses.length;
  const { byAgent, byCaller, byOther } = timing.interruptions;
  const mono = timing.longestMonologue;
  return (
    <dl className={classes.figures} aria-label="Timing figures">
      <Figure
        label="Median response"
        value={timing.medianMs === null ? DASH : seconds(timing.medianMs)}
        how={
          n === 0
            ? 'No caller’s turn was answered by the agent after it ended.'
            : `Caller’s turn ends to agent’s next turn starts: the middle of ${responsesOf(n)}.`
        }
      />
      <Figure
        label="90th percentile response"
        value={timing.p90Ms === null ? DASH : seconds(timing.p90Ms)}
        how={
          timing.p90Ms === null
            ? `Read from 10 responses or more; this call has ${n}.`
            : `9 in 10 of ${responsesOf(n)} were this fast or faster.`
        }
      />
      <Figure
        label="Slowest response"
        value={timing.slowestMs === null ? DASH : seconds(timing.slowestMs)}
        how={n === 0 ? 'No responses.' : `The longest of the ${responsesOf(n)}.`}
      />
      <Figure
        label="Slow responses"
        value={timing.slowResponses.toLocaleString('en')}
        how={`Responses over ${seconds(thresholds.slowMs)}.`}
      />
      <Figure
        label="Interruptions"
        value={`${(byAgent + byCaller + byOther).toLocaleString('en')} (by the agent ${byAgent}, by the caller ${byCaller}${
          byOther > 0 ? `, by others ${byOther}` : ''
        })`}
        how="Turns starting before another speaker’s turn ended, counted for whoever started early."
      />
      <Figure
        label="Long silences"
        value={timing.silences.toLocaleString('en')}
        how={`Gaps of ${seconds(thresholds.silenceMs)} or more between any two turns.`}
      />
      <Figure
        label="Agent talk share"
        value={timing.agentShare === null ? DASH : `${Math.round(timing.agentShare * 100)}%`}
        how={
          timing.agentShare === null
            ? 'Nobody speaks for any time in the turns’ times.'
            : `Agent’s turns: ${seconds(timing.agentMs)} of ${seconds(timing.spokenMs)} spoken in all (overlaps count twice).`
        }
      />
      <Figure
        label="Longest monologue"
        value={mono ? seconds(mono.ms) : DASH}
        how={
          mono ? (
            <>
              <bdi>{speakerName(mono.kind, mono.name)}</bdi>
              {mono.turns === 1
                ? `, turn ${mono.firstTurn + 1}`
                : `, ${mono.turns} turns from turn ${mono.firstTurn + 1}`}
              : the longest run of turns by one speaker, first start to last end.
            </>
          ) : (
            'No turns.'
          )
        }
      />
    </dl>
  );
}

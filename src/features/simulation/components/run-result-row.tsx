import { Table } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import type { AgentRef, SimulationResult } from '../../../contract';
import { routes } from '../../../lib/routes';
import { secondsText, type TestLookups } from '../model/test-refs';
import classes from './run-result-row.module.css';
import { checkSentence, checkWords, resultStatusText } from '../model/run-words';

export type TestResults = { testId: number; name: string; results: SimulationResult[] };

function Repeat({ agent, result, lookups }: { agent: AgentRef; result: SimulationResult; lookups: TestLookups }) {
  const status = resultStatusText(result.status);
  return (
    <div className={classes.repeat}>
      <div className={classes.head}>
        <span className={classes.status}>
          {result.repeat ? `Repeat ${result.repeat}: ` : ''}
          {status}
        </span>
        {result.call_id ? (
          <Link to={routes.call(agent, result.call_id)} className={`${classes.link} mantine-focus-auto`}>
            Call {result.call_id}
          </Link>
        ) : null}
        {typeof result.median_response_ms === 'number' && (
          <span className={classes.dimmed}>Median response {secondsText(result.median_response_ms)}</span>
        )}
      </div>
      {result.status === 'error' && (
        <div className={classes.error}>
          <bdi>{result.error || 'The service gave no reason.'}</bdi>
        </div>
      )}
      {result.checks.length > 0 && (
        <ul className={classes.checks} aria-label={`Checks of repeat ${result.repeat ?? ''}`.trim()}>
          {result.checks.map((c, i) => {
            const w = checkWords(c, lookups);
            const mark = w.passed === null ? 'Unknown' : w.passed ? 'Met' : 'Not met';
            return (
              <li key={`${c.kind}:${c.ref ?? i}`}>
                <span className={w.passed === false ? classes.unmet : undefined}>{mark}</span>{' '}
                <span className={classes.sentence}>
                  <bdi>{checkSentence(w)}</bdi>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A result as far as the page shows it: a row is drawn again only when one of its results changed. */
const resultKey = (r: SimulationResult) =>
  `${r.repeat}:${r.status}:${r.call_id}:${r.error}:${r.median_response_ms}:${r.checks.length}`;

type TestRowProps = {
  agent: AgentRef;
  row: TestResults;
  lookups: TestLookups;
  /** In a virtual list: the row's place, and the virtualiser's measuring ref. */
  index?: number;
  measure?: (el: HTMLElement | null) => void;
};

/** A test's row: its name, then each repeat's result and checks. */
export const TestRow = memo(
  function TestRow({ agent, row, lookups, index, measure }: TestRowProps) {
    return (
      <Table.Tr ref={measure} data-index={index}>
        <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{row.name}</bdi>
        </Table.Th>
        <Table.Td data-label="Results">
          <div className={classes.repeats}>
            {row.results.length === 0 ? (
              <div className={classes.repeat}>Pending</div>
            ) : (
              row.results.map((r) => <Repeat key={r.repeat ?? 0} agent={agent} result={r} lookups={lookups} />)
            )}
          </div>
        </Table.Td>
      </Table.Tr>
    );
  },
  (a, b) =>
    a.agent === b.agent &&
    a.index === b.index &&
    a.measure === b.measure &&
    a.lookups === b.lookups &&
    a.row.name === b.row.name &&
    a.row.results.length === b.row.results.length &&
    a.row.results.every((r, i) => resultKey(r) === resultKey(b.row.results[i] ?? r)),
);

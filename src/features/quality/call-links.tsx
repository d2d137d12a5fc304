import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AgentRef } from '../../contract';
import { routes } from '../../lib/routes';
import classes from './quality-tables.module.css';

/** How many calls show before "Show all": a large team's range can hold hundreds. */
export const CALLS_SHOWN = 60;

/**
 * Calls as links "Call <id>", the first CALLS_SHOWN until "Show all" is pressed: hundreds of
 * links drawn with the figures would hold the page's thread. Plain router links, as the counts.
 * `labelledBy`: the id of the heading naming them as a list; without it they run on in the sentence.
 */
export function CallLinks({
  agent,
  calls,
  labelledBy,
}: {
  agent: AgentRef;
  calls: readonly number[];
  labelledBy?: string;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? calls : calls.slice(0, CALLS_SHOWN);
  const link = (id: number) => (
    <Link to={routes.call(agent, id)} className={classes.count}>
      Call {id}
    </Link>
  );
  const more =
    calls.length > shown.length ? (
      <Button size="compact-sm" variant="subtle" onClick={() => setAll(true)}>
        Show all {calls.length.toLocaleString('en')}
      </Button>
    ) : null;
  if (labelledBy === undefined)
    return (
      <>
        {shown.map((id, i) => (
          <span key={id}>
            {i > 0 ? ', ' : ''}
            {link(id)}
          </span>
        ))}
        {more ? <> … {more}</> : null}
      </>
    );
  return (
    <>
      <ul aria-labelledby={labelledBy} className={classes.callList}>
        {shown.map((id) => (
          <li key={id}>{link(id)}</li>
        ))}
      </ul>
      {more}
    </>
  );
}

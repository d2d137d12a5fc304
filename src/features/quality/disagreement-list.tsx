import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AgentRef } from '../../contract';
import { routes } from '../../lib/routes';
import classes from './quality-tables.module.css';

/** How many links show before "Show all": a large team's range can hold hundreds. */
export const DISAGREEMENTS_SHOWN = 60;

/** "Disagreements": the calls whose reviewers differ and that no final verdict settles, newest first. */
export function DisagreementList({ agent, calls }: { agent: AgentRef; calls: readonly number[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? calls : calls.slice(0, DISAGREEMENTS_SHOWN);
  return (
    <>
      <Text component="h3" id="quality-disagreements" fw={600} size="md" mt="md" mb={4}>
        Disagreements
      </Text>
      {calls.length === 0 ? (
        <Text size="sm">No call whose reviewers disagree is waiting for a final verdict.</Text>
      ) : (
        <>
          <Text size="sm" mb={4}>
            {calls.length === 1 ? '1 call' : `${calls.length.toLocaleString('en')} calls`} whose reviewers differ on the
            intent or a label, without a final verdict:
          </Text>
          <ul aria-labelledby="quality-disagreements" className={classes.callList}>
            {shown.map((id) => (
              <li key={id}>
                <Link to={routes.call(agent, id)} className={classes.count}>
                  Call {id}
                </Link>
              </li>
            ))}
          </ul>
          {calls.length > shown.length ? (
            <Button size="compact-sm" variant="subtle" mt={4} onClick={() => setAll(true)}>
              Show all {calls.length.toLocaleString('en')}
            </Button>
          ) : null}
        </>
      )}
    </>
  );
}

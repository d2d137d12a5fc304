import { Button } from '@mantine/core';
import { useState } from 'react';
import type { AgentRef, Call, TranscriptTurn } from '../../../contract';
import { lazyDialog } from '../../../components/lazy-dialog';
import type { TurnIntoTestPanelProps } from './turn-into-test-panel';

// Loaded when first opened, with the note of the test it made: the call page's first load carries
// the button only (the size budget counts that load).
const TurnIntoTestPanel = lazyDialog<TurnIntoTestPanelProps>(
  () => import('./turn-into-test-panel').then((m) => m.TurnIntoTestPanel),
  (p) => p.opened,
);

/** "Turn into a test" for a call (the call page does not offer it for a simulated one). */
export function TurnIntoTest({
  agent,
  call,
  turns,
}: {
  agent: AgentRef;
  call: Pick<Call, 'id' | 'call_intent' | 'labels_and_redflags'>;
  turns: readonly TranscriptTurn[] | null;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        Turn into a test
      </Button>
      <TurnIntoTestPanel opened={opened} onClose={() => setOpened(false)} agent={agent} call={call} turns={turns} />
    </>
  );
}

import { Button } from '@mantine/core';
import { useState } from 'react';
import type { AgentRef, TranscriptTurn } from '../../../contract';
import { lazyDialog } from '../../../components/lazy-dialog';
import type { CutClipsDialogProps } from './cut-clips-dialog';

const CutClipsDialog = lazyDialog<CutClipsDialogProps>(
  () => import('./cut-clips-dialog').then((m) => m.CutClipsDialog),
  (p) => p.opened,
);

/** "Cut clips" from the call's transcript (nothing to cut without turns); its dialog loads when first opened. */
export function CutClips({
  agent,
  callId,
  turns,
}: {
  agent: AgentRef;
  callId: number;
  turns: readonly TranscriptTurn[] | null;
}) {
  const [opened, setOpened] = useState(false);
  if (!turns || turns.length === 0) return null;
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)}>
        Cut clips
      </Button>
      <CutClipsDialog
        key={callId}
        opened={opened}
        onClose={() => setOpened(false)}
        agent={agent}
        callId={callId}
        turns={turns}
      />
    </>
  );
}

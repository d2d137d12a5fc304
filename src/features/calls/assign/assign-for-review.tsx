import { Button, Group } from '@mantine/core';
import { useId, useState } from 'react';
import type { AgentRef } from '../../../contract';
import { lazyDialog } from '../../../components/lazy-dialog';
import { RoleNote, useAllowed } from '../../../components/role-note';
import type { CallListQuery } from '../../../data/calls/keys';
import type { AssignDialogProps } from './assign-dialog';

// The dialog (a form library, Mantine's Modal) loads when first opened: the calls page's first load stays as it is.
const AssignDialog = lazyDialog<AssignDialogProps>(
  () => import('./assign-dialog').then((m) => m.AssignDialog),
  (p) => p.opened,
);

/** "Assign for review": the calls of the list as filtered, to reviewers; admins only (B.11). */
export function AssignForReview({
  agent,
  query,
  total,
}: {
  agent: AgentRef;
  query: CallListQuery;
  total: number | null;
}) {
  const [opened, setOpened] = useState(false);
  const allowed = useAllowed('administer');
  const noteId = useId();
  return (
    <Group gap="xs" align="center" wrap="wrap">
      <Button
        size="sm"
        variant="default"
        onClick={() => setOpened(true)}
        disabled={!allowed.allowed || total === 0}
        aria-describedby={allowed.allowed ? undefined : noteId}
      >
        Assign for review
      </Button>
      <RoleNote allowed={allowed} id={noteId} />
      <AssignDialog agent={agent} query={query} opened={opened} onClose={() => setOpened(false)} />
    </Group>
  );
}

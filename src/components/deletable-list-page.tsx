import { Text } from '@mantine/core';
import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAgentRef } from '../lib/agent-ref';
import type { AgentRef } from '../contract';
import type { ItemRef } from '../lib/condition-tree';
import { quoted } from '../lib/format';
import { notifySuccess } from '../lib/notify';
import { AlertUsageNote, useAlertUsage } from './alert-usage';
import { ConfirmDelete, useConfirmDelete } from './confirm-delete';
import { DeleteByIdForm } from './delete-by-id-form';
import { ListState } from './list-state';
import { Page } from './page';

type Named = { id: number; name: string };

/**
 * A settings page that lists records an alert condition can refer to, and deletes them after a
 * confirmation naming the alert definitions that use the one being deleted. Without the list
 * (Part B), a record is still deleted by its id.
 */
export function DeletableListPage<T extends Named>({
  words: { title, intro, noun, shortNoun = noun, plural, empty },
  listOptions,
  useRemove,
  usedAs,
  table,
}: {
  words: {
    title: string;
    intro: string;
    /** One record, lower case: "data extraction field". */
    noun: string;
    /** The same in few words, where the context says the rest: "field". */
    shortNoun?: string;
    plural: string;
    empty: { title: string; body: string };
  };
  listOptions: (agent: AgentRef) => UseQueryOptions<T[], Error, T[], QueryKey>;
  /** The feature's delete hook (called once per render, like any hook). */
  useRemove: (agent: AgentRef) => Parameters<typeof useConfirmDelete>[0];
  /** How an alert condition refers to a record (service interface B.2). */
  usedAs: (id: number) => ItemRef;
  table: (items: T[], onDelete: (record: T) => void) => ReactNode;
}) {
  const agent = useAgentRef();
  const list = useQuery(listOptions(agent));
  const remove = useRemove(agent);
  const { ask, dialogProps, target } = useConfirmDelete(remove, noun, (done) =>
    notifySuccess(`Deleted ${noun} ${quoted(done.name)}`),
  );
  const usage = useAlertUsage(agent, target ? usedAs(target.id) : null);

  return (
    <Page title={title}>
      <Text size="sm">{intro}</Text>
      <ListState
        query={list}
        what={plural}
        notOffered={
          <>
            <Text size="sm" mt="xs">
              You can still delete a {shortNoun} if you know its ID.
            </Text>
            <DeleteByIdForm what={shortNoun} onSubmit={(id) => ask({ id, name: `ID ${id}` })} />
          </>
        }
        empty={empty}
      >
        {(items) => table(items, (r) => ask({ id: r.id, name: r.name }))}
      </ListState>
      <ConfirmDelete {...dialogProps} confirmDisabled={usage.state === 'checking'}>
        <AlertUsageNote usage={usage} what={shortNoun} />
      </ConfirmDelete>
    </Page>
  );
}

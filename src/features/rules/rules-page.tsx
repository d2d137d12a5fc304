import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDelete, useConfirmDelete } from '../../components/confirm-delete';
import { Page } from '../../components/page';
import { ListState } from '../../components/list-state';
import type { Rule } from '../../contract';
import { useAgentRef } from '../../lib/agent-ref';
import { quoted } from '../../lib/format';
import { notifySuccess } from '../../lib/notify';
import { ruleListOptions, useDeleteRule } from './api';
import { DeleteByIdForm } from '../../components/delete-by-id-form';
import { RuleTable } from './components/rule-table';

export function RulesPage() {
  const agent = useAgentRef();
  const list = useQuery(ruleListOptions(agent));
  const remove = useDeleteRule(agent);
  const { ask, dialogProps } = useConfirmDelete(remove, 'rule', (done) =>
    notifySuccess(`Deleted rule ${quoted(done.name)}`),
  );

  return (
    <Page title="Rules">
      <Text size="sm">
        Each rule marks the calls it matches with a label, or with a red flag for calls that need attention.
      </Text>
      <ListState
        query={list}
        what="rules"
        notOffered={
          <>
            <Text size="sm" mt="xs">
              You can still delete a rule if you know its ID.
            </Text>
            <DeleteByIdForm what="rule" onSubmit={(id) => ask({ id, name: `ID ${id}` })} />
          </>
        }
        empty={{ title: 'No rules', body: 'This agent has no rules, so its calls get no labels or red flags.' }}
      >
        {(rules) => <RuleTable rules={rules} onDelete={(r: Rule) => ask({ id: r.id, name: r.name })} />}
      </ListState>
      <ConfirmDelete {...dialogProps} />
    </Page>
  );
}

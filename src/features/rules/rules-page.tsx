import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AlertUsageNote, useAlertUsage } from '../../components/alert-usage';
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
  const { ask, dialogProps, target } = useConfirmDelete(remove, 'rule', (done) =>
    notifySuccess(`Deleted rule ${quoted(done.name)}`),
  );

  // API.md B.2: a red flag condition's ref is the rule's id.
  const usage = useAlertUsage(agent, target ? { source: 'red_flags', ref: target.id } : null);

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
      <ConfirmDelete {...dialogProps} confirmDisabled={usage.state === 'checking'}>
        <AlertUsageNote usage={usage} what="rule" />
      </ConfirmDelete>
    </Page>
  );
}

import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AlertUsageNote, useAlertUsage } from '../../components/alert-usage';
import { ConfirmDelete, useConfirmDelete } from '../../components/confirm-delete';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import type { Rule } from '../../contract';
import { useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { ruleListOptions, useDeleteRule } from './api';
import { DeleteByIdForm } from '../../components/delete-by-id-form';
import { RuleTable } from './components/rule-table';

export function RulesPage() {
  const agent = useAgentRef();
  const list = useQuery(ruleListOptions(agent));
  const remove = useDeleteRule(agent);
  const { ask, dialogProps, target } = useConfirmDelete(remove, 'rule', (done) =>
    notifySuccess(`Deleted rule ${done.name}`),
  );

  // API.md B.2: a red flag condition's ref is the rule's id.
  const usage = useAlertUsage(agent, target ? { source: 'red_flags', ref: target.id } : null);

  const routeMissing = list.isError && isApiError(list.error) && list.error.isRouteMissing;

  return (
    <Page title="Rules">
      <Text size="sm">
        Each rule marks the calls it matches with a label, or with a red flag for calls that need attention.
      </Text>
      {list.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading rules">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : routeMissing ? (
        <NotOffered what="a list of rules">
          <Text size="sm" mt="xs">
            You can still delete a rule if you know its ID.
          </Text>
          <DeleteByIdForm what="rule" onSubmit={(id) => ask({ id, name: `ID ${id}` })} />
        </NotOffered>
      ) : list.isError ? (
        <QueryError
          error={list.error}
          title="Could not load the rules"
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.length === 0 ? (
        <Paper withBorder p="lg">
          <Text fw={500}>No rules</Text>
          <Text size="sm">This agent has no rules, so its calls get no labels or red flags.</Text>
        </Paper>
      ) : (
        <RuleTable rules={list.data} onDelete={(r: Rule) => ask({ id: r.id, name: r.name })} />
      )}
      <ConfirmDelete {...dialogProps} confirmDisabled={usage.state === 'checking'}>
        <AlertUsageNote usage={usage} what="rule" />
      </ConfirmDelete>
    </Page>
  );
}

import { DeletableListPage } from '../../components/deletable-list-page';
import { useAllowed } from '../../components/role-note';
import { ruleListOptions } from '../../data/rules/queries';
import { useDeleteRule } from '../../data/rules/mutations';
import { RuleTable } from './components/rule-table';

const words = {
  title: 'Rules',
  intro: 'Each rule marks the calls it matches with a label, or with a red flag for calls that need attention.',
  noun: 'rule',
  plural: 'rules',
  empty: { title: 'No rules', body: 'This agent has no rules, so its calls get no labels or red flags.' },
};

export function RulesPage() {
  // Rules are deleted by editors and admins (B.11); others read them, without Delete.
  const edit = useAllowed('edit');
  return (
    <DeletableListPage
      words={words}
      listOptions={ruleListOptions}
      useRemove={useDeleteRule}
      // Service interface B.2: a red flag condition's ref is the rule's id.
      usedAs={(id) => ({ source: 'red_flags', ref: id })}
      table={(rules, onDelete) => <RuleTable rules={rules} onDelete={edit.allowed ? onDelete : null} />}
    />
  );
}

import { Badge, Table, Text } from '@mantine/core';
import { DeleteButton } from '../../../components/delete-button';
import { RecordTable } from '../../../components/record-table';
import type { Rule } from '../../../contract';
import { DASH } from '../../../lib/format';

/** The assumed outputs get a name and a colour; any other string is shown as the service sent it. */
const OUTPUTS: ReadonlyMap<string, { text: string; color: string }> = new Map([
  ['label', { text: 'Label', color: 'blue' }],
  ['red_flag', { text: 'Red flag', color: 'red' }],
]);

export function RuleOutput({ output }: { output: string | null | undefined }) {
  if (!output) return <>{DASH}</>;
  const known = OUTPUTS.get(output);
  return (
    <Badge color={known?.color ?? 'gray'} variant="light" tt="none">
      {known?.text ?? output}
    </Badge>
  );
}

/** `onDelete` null: the role does not allow deleting (B.11), and rows have no Delete. */
export function RuleTable({ rules, onDelete }: { rules: Rule[]; onDelete: ((rule: Rule) => void) | null }) {
  return (
    <RecordTable columns={['Name', 'Description', 'Produces', 'Label', 'Actions']} minWidth={720}>
      {rules.map((rule) => (
        <Table.Tr key={rule.id}>
          <Table.Th scope="row" fw={500}>
            {rule.name}
          </Table.Th>
          <Table.Td data-label="Description">{rule.description || DASH}</Table.Td>
          <Table.Td data-label="Produces">
            <RuleOutput output={rule.output} />
          </Table.Td>
          <Table.Td data-label="Label">
            <Text size="sm">{rule.label || DASH}</Text>
          </Table.Td>
          <Table.Td data-actions>
            {onDelete && <DeleteButton name={rule.name} onClick={() => onDelete(rule)} />}
          </Table.Td>
        </Table.Tr>
      ))}
    </RecordTable>
  );
}

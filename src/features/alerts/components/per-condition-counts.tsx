import { Table, Text } from '@mantine/core';
import { memo, useId } from 'react';
import { isApiError } from '../../../lib/api-error';
import { countOf, formatNumber } from '../../../lib/format';
import type { CatalogueSource } from '../model/catalogue';
import { readBack } from '../model/read-back';
import { type EditorNode, toConditionTree } from '../model/tree';
import type { AlertPreviewState } from '../use-alert-preview';

/** Why a part was not counted: the service's own words. */
function refusal(error: unknown): string {
  if (isApiError(error) && error.validation.length > 0) return error.validation.map((v) => v.msg).join('; ');
  return error instanceof Error ? error.message : 'The service did not answer.';
}

/**
 * How many calls each top-level condition alone would have matched over the same period (one
 * preview each), so the noisy condition stands out. Shown with two top-level nodes or more.
 */
export function PerConditionCounts({ preview, sources }: { preview: AlertPreviewState; sources: readonly CatalogueSource[] }) {
  const titleId = useId();
  if (preview.perCondition.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600} id={titleId}>
        Each top-level condition alone
      </Text>
      <Table aria-labelledby={titleId} fz="sm" withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Condition</Table.Th>
            <Table.Th scope="col" ta="right">Would match</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.perCondition.map(({ node, query }) => (
            <CountRow
              key={node.id}
              node={node}
              sources={sources}
              data={query?.data}
              placeholder={query?.isPlaceholderData ?? false}
              error={query?.isError ? query.error : null}
            />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

type PreviewAnswer = NonNullable<AlertPreviewState['answer']>;

type RowProps = {
  node: EditorNode;
  sources: readonly CatalogueSource[];
  data: PreviewAnswer | undefined;
  placeholder: boolean;
  error: unknown;
};

/**
 * One top-level condition's count. Memoized on its node and its own answer: a hundred answers
 * arriving one by one redraw a row each, not the whole table each time.
 */
const CountRow = memo(function CountRow({ node, sources, data, placeholder, error }: RowProps) {
  const tree = toConditionTree(node);
  const fresh = data !== undefined && !placeholder && JSON.stringify(data.tree) === JSON.stringify(tree);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
        <bdi>{readBack(tree, sources)}</bdi>
      </Table.Th>
      <Table.Td ta="right" aria-busy={!fresh && !error}>
        {error ? (
          <Text size="sm" c="dimmed" ta="left">
            Not counted: {refusal(error)}
          </Text>
        ) : fresh ? (
          `${formatNumber(data.result.matched)} of ${countOf(data.result.calls_evaluated, 'call', 'calls')}`
        ) : (
          <Text component="span" size="sm" c="dimmed">
            Counting…
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
});

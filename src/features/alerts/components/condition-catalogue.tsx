import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Dispatch, memo, useId, useMemo, useState } from 'react';
import { type CatalogueItem, type CatalogueSource, filterCatalogue } from '../model/catalogue';
import { type EditorGroup, listGroups } from '../model/tree';
import type { TreeAction } from '../model/tree-reducer';
import type { TreeShape } from '../model/tree-shape';
import layers from './condition-tree.module.css';

const describe = (item: CatalogueItem): string | null => {
  if (item.kind === 'unknown') return null;
  if (item.unit) return item.unit;
  if (item.typeLabel) return item.typeLabel;
  if (item.kind === 'count') return 'count';
  return null;
};

type GroupChoice = { value: string; label: string };

type Props = {
  sources: readonly CatalogueSource[];
  /** The groups to choose from (useGroupChoices), and the group new conditions go to. */
  groups: readonly GroupChoice[];
  target: string;
  dispatch: Dispatch<TreeAction>;
};

/**
 * The "Add conditions to" choices: each group by its number, with its operator. The same array
 * until a group is added, moved or joined differently, so a key typed in a value leaves the
 * memoized catalogue as it is (components/builder.tsx has the figures).
 */
export function useGroupChoices(shape: TreeShape, root: EditorGroup): readonly GroupChoice[] {
  const operators = listGroups(root)
    .map((g) => g.group.operator)
    .join(' ');
  return useMemo(() => {
    const joins = operators.split(' ');
    return shape.groups.map((g, i) => ({
      value: g.id,
      label: `Group ${g.number}${g.depth === 0 ? ' (top level)' : ''} · ${(joins[i] ?? '').toUpperCase()}`,
    }));
  }, [shape, operators]);
}

/**
 * Every source endpoint 7 offers, grouped, each item's name in plain view with its own "Add"
 * button; a search narrows the list and a picker says which group receives items.
 */
export function ConditionCatalogue({ sources, groups, target, dispatch }: Props) {
  const [query, setQuery] = useState('');
  const headingId = useId();
  // The same array while the query and the catalogue stay, so the memoized item list is left as it is.
  const shown = useMemo(() => filterCatalogue(sources, query), [sources, query]);
  const total = sources.reduce((n, s) => n + s.items.length, 0);
  const matching = shown.reduce((n, s) => n + s.items.length, 0);

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId} className={layers.layer}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Available conditions
        </Title>
        <TextInput
          label="Search conditions"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          description={query ? `${matching} of ${total} shown` : `${total} offered by this agent`}
        />
        <NativeSelect
          label="Add conditions to"
          value={target}
          onChange={(e) => dispatch({ type: 'setTarget', id: e.currentTarget.value })}
          data={groups}
        />
        {query && matching === 0 ? <Text size="sm">No condition matches “{query}”.</Text> : null}
        <CatalogueItems sources={sources} shown={shown} query={query} dispatch={dispatch} />
      </Stack>
    </Paper>
  );
}

type ItemsProps = {
  sources: readonly CatalogueSource[];
  /** The sources as the query narrows them (filterCatalogue). */
  shown: readonly CatalogueSource[];
  query: string;
  dispatch: Dispatch<TreeAction>;
};

/**
 * The sources and their items, each with its "Add" button. Memoized (components/builder.tsx
 * says why, with the figures): the tree's changes and the preview's answers leave it as it is.
 */
const CatalogueItems = memo(function CatalogueItems({ sources, shown, query, dispatch }: ItemsProps) {
  // A name offered by two sources gets the source in its button's name, so each stays unique.
  const repeated = new Map<string, number>();
  for (const s of sources) for (const i of s.items) repeated.set(i.name, (repeated.get(i.name) ?? 0) + 1);
  return (
    <>
      {shown.map((source) => (
        <SourceSection key={source.key} source={source} hidden={query !== '' && source.items.length === 0}>
          {source.items.map((item) => {
            const meta = describe(item);
            const name = (repeated.get(item.name) ?? 0) > 1 ? `${item.name} (${source.title})` : item.name;
            return (
              <Group
                component="li"
                key={`${item.source}:${String(item.ref)}`}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
              >
                <Group gap={6} wrap="wrap">
                  <Text size="sm">{item.name}</Text>
                  {meta ? (
                    <Badge size="xs" variant="light" color="gray">
                      {meta}
                    </Badge>
                  ) : null}
                </Group>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => dispatch({ type: 'addItem', item })}
                  aria-label={`Add ${name}`}
                >
                  Add
                </Button>
              </Group>
            );
          })}
        </SourceSection>
      ))}
    </>
  );
});

function SourceSection({
  source,
  hidden,
  children,
}: {
  source: CatalogueSource;
  hidden: boolean;
  children: React.ReactNode;
}) {
  const id = useId();
  if (hidden) return null;
  return (
    <section aria-labelledby={id}>
      <Group gap="xs" mb={4}>
        <Title order={3} size="h6" id={id}>
          {source.title}
        </Title>
        {!source.known ? (
          <Badge size="xs" variant="outline" color="gray">
            other source
          </Badge>
        ) : null}
      </Group>
      {source.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None offered.
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </section>
  );
}

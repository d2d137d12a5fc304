import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Dispatch, memo, useId, useMemo, useState } from 'react';
import { useTreeStore, useTreeValue } from '../use-tree-editor';
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

/**
 * The "Add conditions to" choices, one line each (the group's id, then its name with its
 * operator): one string, the same while no group is added, moved or joined differently, so the
 * catalogue subscribes to it and a key typed in a value leaves it as it is.
 */
export function groupChoiceLines(shape: TreeShape, root: EditorGroup): string {
  const joins = listGroups(root).map((g) => g.group.operator);
  return shape.groups
    .map(
      (g, i) => `${g.id} Group ${g.number}${g.depth === 0 ? ' (top level)' : ''} · ${(joins[i] ?? '').toUpperCase()}`,
    )
    .join('\n');
}

const toChoices = (lines: string) =>
  lines.split('\n').map((line) => {
    const space = line.indexOf(' ');
    return { value: line.slice(0, space), label: line.slice(space + 1) };
  });

/**
 * Every source endpoint 7 offers, grouped, each item's name in plain view with its own "Add"
 * button; a search narrows the list and a picker says which group receives items.
 */
export function ConditionCatalogue({ sources }: { sources: readonly CatalogueSource[] }) {
  const store = useTreeStore();
  const { dispatch } = store;
  const lines = useTreeValue(store, (s) => groupChoiceLines(s.state.shape, s.root));
  const target = useTreeValue(store, (s) => s.target);
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
          data={toChoices(lines)}
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

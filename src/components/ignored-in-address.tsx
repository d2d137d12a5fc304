import { Alert, List } from '@mantine/core';

// Mantine colours an alert's title in its own light shade: below 4.5:1 on the light background.
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** Values of the address that were ignored, each with why: the page still shows the rest. */
export function IgnoredInAddress({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert color="yellow" title="Part of this page's address was ignored" role="status" styles={TITLE}>
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={p}>
            <bdi style={{ overflowWrap: 'anywhere' }}>{p}</bdi>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

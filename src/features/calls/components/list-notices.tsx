import { Alert, Text } from '@mantine/core';

// Mantine colours an alert's title in its own light shade: below 4.5:1 on the light background.
const TITLE = { title: { color: 'var(--mantine-color-text)' } };

// Shared with the quality page, which also reads a range from its address.
export { IgnoredInAddress } from '../../../components/ignored-in-address';

/**
 * The server answered as if it did not know the time range or the order (service interface B.1): said
 * plainly, so the list is not taken as filtered or sorted.
 */
export function ServerIgnored({ range, order }: { range: boolean; order: boolean }) {
  if (!range && !order) return null;
  return (
    <Alert color="orange" title="This server does not apply all of this view" role="status" styles={TITLE}>
      {range && (
        <Text size="sm">
          This server does not apply the time range: the list below includes calls outside it, and its total counts
          them.
        </Text>
      )}
      {order && (
        <Text size="sm">
          This server does not apply the order: the calls below are in the order the server sent them.
        </Text>
      )}
    </Alert>
  );
}

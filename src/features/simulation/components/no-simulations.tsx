import { Alert, Text } from '@mantine/core';

/** A server without B.10: said once, in the pages' words. */
export function NoSimulations() {
  return (
    <Alert color="gray" variant="light" title="Not offered by this server">
      <Text size="sm">This server does not run simulations.</Text>
    </Alert>
  );
}

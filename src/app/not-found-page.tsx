import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../components/page';
import { Shell } from './shell';

export function NotFoundPage() {
  return (
    <Page title="Page not found">
      <Stack gap="xs">
        <Text>There is no page at this address.</Text>
        <Anchor component={Link} to="/">
          Go to the start page
        </Anchor>
      </Stack>
    </Page>
  );
}

/** Outside any agent: the same page in the bare shell. */
export function TopLevelNotFoundPage() {
  return (
    <Shell>
      <NotFoundPage />
    </Shell>
  );
}

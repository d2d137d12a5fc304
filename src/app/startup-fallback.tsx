import { Loader, Text, Title } from '@mantine/core';
import classes from './startup-fallback.module.css';

/**
 * What the router shows while the first page's code loads (its HydrateFallback). Without one the
 * page stays blank and React Router warns in the console on every start.
 */
export function StartupFallback() {
  return (
    <main className={classes.fallback} aria-busy="true">
      <Loader size="sm" aria-hidden />
      <Title order={1} size="h4">
        Call monitor
      </Title>
      <Text size="sm" c="dimmed" role="status">
        Loading the dashboard…
      </Text>
    </main>
  );
}

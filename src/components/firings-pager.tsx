import { Button, Group, Text } from '@mantine/core';
import { formatNumber } from '../lib/format';

type Props = {
  offset: number;
  setOffset: (offset: number) => void;
  pageSize: number;
  /** The service's count, or null where it gives none (then a short page is the last). */
  total: number | null;
  shown: number;
  loading?: boolean;
};

/** "Newer firings", "Page n of m", "Older firings": the firings page's and a definition's History. */
export function FiringsPager({ offset, setOffset, pageSize, total, shown, loading = false }: Props) {
  const hasNext = total !== null ? offset + pageSize < total : shown === pageSize;
  const pages = total !== null ? Math.max(1, Math.ceil(total / pageSize)) : null;
  const pageNumber = Math.floor(offset / pageSize) + 1;
  return (
    <Group gap="sm" component="nav" aria-label="Pages of firings">
      <Button
        variant="default"
        size="xs"
        disabled={offset === 0}
        onClick={() => setOffset(Math.max(0, offset - pageSize))}
      >
        Newer firings
      </Button>
      <Text size="sm">
        {pages !== null
          ? `Page ${formatNumber(pageNumber)} of ${formatNumber(pages)}`
          : `Page ${formatNumber(pageNumber)}`}
      </Text>
      <Button variant="default" size="xs" disabled={!hasNext || loading} onClick={() => setOffset(offset + pageSize)}>
        Older firings
      </Button>
    </Group>
  );
}

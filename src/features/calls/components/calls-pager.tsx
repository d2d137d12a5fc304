import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { PAGE_SIZES, type Paging } from '../model/paging';

/**
 * Previous/next over limit/offset, with the total where the service gave one. Without a
 * total, a full page is taken to mean there may be more.
 */
export function CallsPager({
  paging,
  shown,
  total,
  onChange,
}: {
  paging: Paging;
  shown: number;
  total: number | null;
  onChange: (next: Paging) => void;
}) {
  const { limit, offset } = paging;
  const hasNext = total !== null ? offset + limit < total : shown === limit;
  const page = Math.floor(offset / limit) + 1;
  const pages = total !== null ? Math.max(1, Math.ceil(total / limit)) : null;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <NativeSelect
        label="Rows per page"
        size="xs"
        w={120}
        data={PAGE_SIZES.map(String)}
        value={String(limit)}
        onChange={(e) => onChange({ limit: Number(e.currentTarget.value), offset: 0 })}
      />
      <Group gap="sm" component="nav" aria-label="Pages of calls">
        <Button
          variant="default"
          size="xs"
          disabled={offset === 0}
          onClick={() => onChange({ limit, offset: Math.max(0, offset - limit) })}
        >
          Previous page
        </Button>
        <Text size="sm">{pages !== null ? `Page ${page} of ${pages}` : `Page ${page}`}</Text>
        <Button
          variant="default"
          size="xs"
          disabled={!hasNext}
          onClick={() => onChange({ limit, offset: offset + limit })}
        >
          Next page
        </Button>
      </Group>
    </Group>
  );
}

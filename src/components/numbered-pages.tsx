import { Pagination } from '@mantine/core';

const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Mantine's Pagination with edges, its numbers and arrows named for a screen reader ("Page 3", "Next page"). */
export function NumberedPages({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      siblings={1}
      withEdges
      getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
      getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
    />
  );
}

import { Table, type TableProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ScrollX } from './scroll-x';
import classes from './stacked-table.module.css';

const WIDE = '(min-width: 48em)';

/**
 * A table on wide screens (scrolling sideways inside itself below `minWidth`); on a phone each
 * row a card (stacked-table.module.css). Give every data cell `data-label` (its column's name)
 * and the actions cell `data-actions`; the row header (`<Table.Th scope="row">`) is the card's title.
 */
export function StackedTable({ minWidth, className, ...props }: TableProps & { minWidth: number }) {
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false });
  const table = <Table {...props} className={[classes.stacked, className].filter(Boolean).join(' ')} />;
  return wide ? <ScrollX minWidth={minWidth}>{table}</ScrollX> : table;
}

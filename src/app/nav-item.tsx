import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './nav-item.module.css';

/**
 * One entry of the navigation, the current page marked (`aria-current`). A link of our own rather
 * than Mantine's NavLink, which brings its nested-links' Collapse to every page (see
 * docs/performance.md, row "The navigation's entries as plain links").
 */
export function NavItem({
  to,
  label,
  active = false,
  right,
}: {
  to: string;
  label: ReactNode;
  active?: boolean;
  right?: ReactNode;
}) {
  return (
    <Link to={to} className={classes.item} aria-current={active ? 'page' : undefined}>
      <span className={classes.label}>{label}</span>
      {right}
    </Link>
  );
}

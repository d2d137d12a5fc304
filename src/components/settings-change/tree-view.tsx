import { Text } from '@mantine/core';
import type { ItemNamer } from './names';
import { conditionText } from './names';
import type { DiffNode } from './tree-diff';
import classes from './history.module.css';

const MARK = { added: 'Added', removed: 'Removed', changed: 'Changed', same: '' } as const;
const CLASS = { added: classes.added, removed: classes.removed, changed: classes.changed, same: undefined };

const operatorText = (op: string) => (op === 'and' ? 'All of' : op === 'or' ? 'Any of' : op);

function Node({ node, name }: { node: DiffNode; name: ItemNamer }) {
  if (node.kind === 'condition') {
    return (
      <li>
        <Text span size="sm" className={CLASS[node.status]} dir="auto">
          {MARK[node.status] ? <strong>{MARK[node.status]}: </strong> : null}
          {node.before ? (
            <>
              <del className={classes.removed}>{conditionText(node.before, name)}</del> →{' '}
            </>
          ) : null}
          {conditionText(node.condition, name)}
        </Text>
      </li>
    );
  }
  return (
    <li>
      <Text span size="sm" className={CLASS[node.status]}>
        {MARK[node.status] ? <strong>{MARK[node.status]}: </strong> : null}
        {node.beforeOperator ? <del className={classes.removed}>{operatorText(node.beforeOperator)}</del> : null}{' '}
        {operatorText(node.operator)}
      </Text>
      <ul className={classes.tree}>
        {node.children.map((child, i) => (
          <Node key={i} node={child} name={name} />
        ))}
      </ul>
    </li>
  );
}

/** A condition tree with its added, removed and changed conditions marked, named by the catalogue. */
export function TreeDiffView({ tree, name }: { tree: DiffNode; name: ItemNamer }) {
  return (
    <ul className={classes.tree} aria-label="Conditions">
      <Node node={tree} name={name} />
    </ul>
  );
}

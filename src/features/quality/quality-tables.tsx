import { Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CallIntent } from '../../contract';
import { ColumnHeads } from '../../components/column-heads';
import { ScrollX } from '../../components/scroll-x';
import type { Names } from './names';
import { type CallSet, type Quality, cellKey } from './quality';
import classes from './quality-tables.module.css';

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);

/** A count that stands for calls: a link that lists them (0 is plain text). */
function Count({ n, set, href }: { n: number; set: CallSet; href: (set: CallSet) => string }) {
  if (n === 0) return <>0</>;
  return (
    <Link to={href(set)} className={classes.count}>
      {n.toLocaleString('en')}
    </Link>
  );
}

type TableProps = { quality: Quality; names: Names; href: (set: CallSet) => string };

export function IntentTable({
  quality,
  names,
  href,
  intents,
  onEdit,
}: TableProps & { intents: readonly CallIntent[]; onEdit: ((intent: CallIntent) => void) | null }) {
  return (
    <ScrollX minWidth={760}>
      <Table striped>
        <Table.Caption>Intents: the AI&apos;s intent against the reviewers&apos; verdicts</Table.Caption>
        <ColumnHeads columns={['Intent', 'Reviewed', 'Correct', 'Wrong', 'Agreement', 'Confused with']} />
        <Table.Tbody>
          {quality.intents.map((row) => {
            const intent = row.id === null ? undefined : intents.find((i) => i.id === row.id);
            return (
              <Table.Tr key={String(row.id)}>
                <Table.Th scope="row" fw={500} style={{ maxWidth: 360 }}>
                  <bdi>{names.intent(row.id)}</bdi>
                  {intent ? (
                    <p className={classes.description} dir="auto">
                      {intent.description || 'No description.'}
                    </p>
                  ) : row.id !== null ? (
                    <p className={classes.description}>No longer one of the agent&apos;s intents.</p>
                  ) : null}
                  {intent && onEdit ? (
                    <Button size="compact-xs" variant="subtle" mt={2} onClick={() => onEdit(intent)}>
                      Edit {intent.label}
                    </Button>
                  ) : null}
                </Table.Th>
                <Table.Td>
                  <Count n={row.reviewed} set={{ kind: 'intent', id: row.id, verdict: 'reviewed' }} href={href} />
                </Table.Td>
                <Table.Td>
                  <Count n={row.correct} set={{ kind: 'intent', id: row.id, verdict: 'correct' }} href={href} />
                </Table.Td>
                <Table.Td>
                  <Count n={row.wrong} set={{ kind: 'intent', id: row.id, verdict: 'wrong' }} href={href} />
                </Table.Td>
                <Table.Td>{percent(row.agreement)}</Table.Td>
                <Table.Td>
                  {row.confusedWith.length === 0
                    ? '—'
                    : row.confusedWith.map((c, i) => (
                        <span key={String(c.id)}>
                          {i > 0 ? ', ' : ''}
                          <bdi>{names.rightIntent(c.id)}</bdi> (
                          <Count n={c.count} set={{ kind: 'confusion', ai: row.id, right: c.id }} href={href} />)
                        </span>
                      ))}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollX>
  );
}

export function ConfusionTable({ quality, names, href }: TableProps) {
  const { rows, columns, counts } = quality.confusion;
  if (rows.length === 0) return <Text size="sm">No review has judged an intent in this range.</Text>;
  return (
    <ScrollX minWidth={Math.max(480, 140 + columns.length * 120)}>
      <Table withColumnBorders>
        <Table.Caption>Confusion: AI intent (rows) by reviewer&apos;s intent (columns)</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">AI intent</Table.Th>
            {columns.map((c) => (
              <Table.Th key={String(c)} scope="col">
                <bdi>{names.rightIntent(c)}</bdi>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={String(r)}>
              <Table.Th scope="row">
                <bdi>{names.intent(r)}</bdi>
              </Table.Th>
              {columns.map((c) => (
                <Table.Td key={String(c)} fw={r === c ? 600 : undefined}>
                  <Count n={counts.get(cellKey(r, c)) ?? 0} set={{ kind: 'confusion', ai: r, right: c }} href={href} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollX>
  );
}

export function LabelTable({ quality, names, href }: TableProps) {
  if (quality.labels.length === 0)
    return <Text size="sm">The agent has no labels or red flags, and no review names one.</Text>;
  return (
    <ScrollX minWidth={680}>
      <Table striped>
        <Table.Caption>
          Labels and red flags: verdicts, marked wrong (false positives) and missed (false negatives)
        </Table.Caption>
        <ColumnHeads
          columns={['Label or red flag', 'Kind', 'Verdicts', 'Correct', 'Wrong', 'Marked wrong', 'Missed']}
        />
        <Table.Tbody>
          {quality.labels.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Th scope="row">
                <bdi>{names.label(l.id)}</bdi>
              </Table.Th>
              <Table.Td>{names.kind(l.id)}</Table.Td>
              {(['verdicts', 'correct', 'wrong'] as const).map((v) => (
                <Table.Td key={v}>
                  <Count n={l[v]} set={{ kind: 'label', id: l.id, verdict: v }} href={href} />
                </Table.Td>
              ))}
              <Table.Td>{percent(l.wrongShare)}</Table.Td>
              <Table.Td>
                <Count n={l.missed} set={{ kind: 'label', id: l.id, verdict: 'missed' }} href={href} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollX>
  );
}

export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Text component="h2" id={id} fw={700} size="lg" mb="xs">
        {title}
      </Text>
      {children}
    </section>
  );
}

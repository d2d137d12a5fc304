import { Anchor, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { statusText } from '../../../components/clip-set-status';
import columns from '../../../components/columns.module.css';
import { ScrollX } from '../../../components/scroll-x';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LabelBadge } from '../call-filters/label-badge';
import { DateTime } from '../../../components/date-time';
import type { AgentRef, Call, ExtractedValue, VoiceClipSetSummary } from '../../../contract';
import type { RuleKind } from '../../../data/rules/queries';
import { DASH, formatCallLength } from '../../../lib/format';
import { routes } from '../../../lib/routes';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

const bdi = (v: string | null | undefined) => (v ? <bdi>{v}</bdi> : DASH);

/** When and how long, intent, outcome, sentiment, labels and red flags. */
export function CallAnalysis({ call, kinds }: { call: Call; kinds: Record<number, RuleKind> | undefined }) {
  return (
    <dl className={columns.sixths} style={{ margin: 0 }} aria-label="Analysis">
      <Field label="Started">
        <DateTime value={call.started_at} />
      </Field>
      <Field label="Duration">{formatCallLength(call.duration_ms)}</Field>
      <Field label="Intent">{bdi(call.call_intent?.label)}</Field>
      <Field label="Outcome">{bdi(call.call_outcome?.label)}</Field>
      <Field label="Sentiment">{bdi(call.sentiment)}</Field>
      <Field label="Labels and red flags">
        {call.labels_and_redflags.length === 0 ? (
          DASH
        ) : (
          <Group gap={4} component="span">
            {call.labels_and_redflags.map((l, i) => (
              // The same id may come twice: the place keeps the key unique.
              <LabelBadge key={`${l.id}:${i}`} label={l.label} redFlag={kinds?.[l.id] === 'red_flag'} />
            ))}
          </Group>
        )}
      </Field>
    </dl>
  );
}

/**
 * The analysis' shape while the call loads: the same grid of six fields, so nothing below moves
 * when it arrives (on a phone the grid is three rows high).
 */
export function CallAnalysisSkeleton() {
  return (
    <div className={columns.sixths} role="status" aria-busy="true" aria-label="Loading the analysis">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div key={i}>
          <Skeleton height={12} width="50%" my={3} />
          <Skeleton height={14} width="80%" my={4} />
        </div>
      ))}
    </div>
  );
}

/** A value that is a date-time and nothing else (ISO 8601 with its zone), shown as one. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const isDateTime = (v: unknown): v is string =>
  typeof v === 'string' && DATE_TIME.test(v) && !Number.isNaN(Date.parse(v));

/** A value as text: strings as they are, anything else as JSON. */
const valueText = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v : JSON.stringify(v);

/** The values the agent's data extraction fields took on this call, by field name. */
export function ExtractedValues({ values }: { values: readonly ExtractedValue[] }) {
  if (values.length === 0) return <Text size="sm">No values were extracted from this call.</Text>;
  return (
    <ScrollX minWidth={320}>
      <Table striped aria-label="Extracted values">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.map((v, i) => {
            const text = valueText(v.value);
            return (
              <Table.Tr key={`${v.field_id ?? 'x'}-${i}`}>
                <Table.Th scope="row" fw={500} ff="monospace" style={{ overflowWrap: 'break-word' }}>
                  {bdi(v.name ?? (v.field_id != null ? `Field ${v.field_id}` : null))}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {text === null ? (
                    <Text span size="sm" c="dimmed">
                      Not found in this call
                    </Text>
                  ) : isDateTime(v.value) ? (
                    <DateTime value={v.value} />
                  ) : (
                    <bdi>{text}</bdi>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollX>
  );
}

/** The clip sets cut from this call, each a link to its viewer. */
export function CallClipSets({ agent, sets }: { agent: AgentRef; sets: readonly VoiceClipSetSummary[] }) {
  if (sets.length === 0) return <Text size="sm">No clip sets were cut from this call.</Text>;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {sets.map((s) => (
        <li key={s.id}>
          <Anchor component={Link} to={routes.clipSet(agent, s.id)} size="sm">
            <bdi>{s.name || `Clip set ${s.id}`}</bdi>
          </Anchor>
          <Text span size="xs" c="dimmed">
            {' '}
            · {s.status ? statusText(s.status) : 'status unknown'}
            {typeof s.clip_count === 'number' ? ` · ${s.clip_count.toLocaleString()} clips` : ''}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

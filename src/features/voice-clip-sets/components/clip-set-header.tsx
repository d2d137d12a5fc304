import { Alert, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentRef, VoiceClipSet } from '../../../contract';
import { DateTime } from '../../../components/date-time';
import { DASH, formatDurationMs } from '../../../lib/format';
import { routes } from '../../../lib/routes';
import { isInProgress } from '../../../data/clip-sets/queries';
import { StatusBadge } from '../../../components/clip-set-status';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

const text = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? DASH : v);

export function ClipSetHeader({ set, agent }: { set: VoiceClipSet; agent: AgentRef }) {
  const failed = set.status?.toLowerCase() === 'failed';
  return (
    <Stack gap="sm">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <bdi>{text(set.description)}</bdi>
      </Text>
      {failed && (
        <Alert color="red" variant="light" title="This clip set failed" role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {set.failure_reason || 'The service gave no reason.'}
          </Text>
        </Alert>
      )}
      {isInProgress(set.status) && (
        <Alert color="blue" variant="light" title="Still in progress" role="status">
          <Text size="sm">
            This clip set is still being made ({set.status}). This page refreshes itself until it is done.
          </Text>
        </Alert>
      )}
      {/* As many columns as fit (two at phone width, four on a wide screen): a plain CSS grid, where
          Mantine's SimpleGrid would be loaded for this alone. */}
      <Box
        component="dl"
        display="grid"
        m={0}
        style={{
          gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
          gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
        }}
      >
        <Field label="Status">
          <StatusBadge status={set.status} />
        </Field>
        <Field label="Clips">{set.clip_count?.toLocaleString() ?? DASH}</Field>
        <Field label="Total duration">{formatDurationMs(set.total_duration_ms)}</Field>
        <Field label="Caller track duration">{formatDurationMs(set.caller_track_duration_ms)}</Field>
        <Field label="Source call">
          {typeof set.source_call_id === 'number' ? (
            <Group gap={4} component="span">
              <Anchor component={Link} to={routes.call(agent, set.source_call_id)}>
                Call {set.source_call_id}
              </Anchor>
            </Group>
          ) : (
            DASH
          )}
        </Field>
        <Field label="Channel mode">{text(set.source_channel_mode)}</Field>
        <Field label="Created">
          <DateTime value={set.created_at} />
        </Field>
        <Field label="ID">{set.id}</Field>
      </Box>
    </Stack>
  );
}

import { Button, Group, NativeSelect, Skeleton, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useIdField } from '../components/id-form';
import type { Agent } from '../contract';
import { isApiError } from '../lib/api-error';
import { sameSectionFor } from '../lib/routes';
import { agentListOptions } from '../data/agents/queries';

/**
 * Picks the agent from the workspace's list (Part B). Where the server has no list, or it
 * cannot be read, the agent id is typed instead.
 */
export function AgentSwitcher({ workspaceId, agentId }: { workspaceId: number; agentId: number }) {
  const agents = useQuery(agentListOptions(workspaceId));
  const navigate = useNavigate();
  // Keeps the kind of page when switching agents: the address as it is when the agent is picked.
  const go = (id: number) => void navigate(sameSectionFor(window.location.pathname, { workspaceId, agentId: id }));

  const hint = agents.isError && isApiError(agents.error) && agents.error.isRouteMissing;
  return (
    <AgentPicker
      agents={agents.data}
      pending={agents.isPending}
      hint={hint}
      workspaceId={workspaceId}
      agentId={agentId}
      onGo={go}
    />
  );
}

/** The agent picker of the header. */
function AgentPicker({
  agents,
  pending,
  hint,
  workspaceId,
  agentId,
  onGo,
}: {
  agents: readonly Agent[] | undefined;
  pending: boolean;
  hint: boolean;
  workspaceId: number;
  agentId: number;
  onGo: (id: number) => void;
}) {
  if (agents) {
    const data = agents.map((a) => ({ value: String(a.id), label: a.name ?? `Agent ${a.id}` }));
    if (!data.some((d) => d.value === String(agentId)))
      data.push({ value: String(agentId), label: `Agent ${agentId}` });
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="span">
          Workspace {workspaceId}
        </Text>
        {/* A native select: light on every page that shows it, typed-to-find and native on phones. */}
        <NativeSelect
          aria-label="Agent"
          size="xs"
          data={data}
          value={String(agentId)}
          onChange={(e) => onGo(Number(e.currentTarget.value))}
          w={200}
        />
      </Group>
    );
  }
  if (pending) return <Skeleton h={30} w={260} aria-hidden />;
  return <AgentIdForm key={agentId} workspaceId={workspaceId} agentId={agentId} onGo={onGo} hint={hint} />;
}

function AgentIdForm({
  workspaceId,
  agentId,
  onGo,
  hint,
}: {
  workspaceId: number;
  agentId: number;
  onGo: (id: number) => void;
  hint: boolean;
}) {
  const field = useIdField({
    onId: onGo,
    invalidMessage: 'Enter a positive whole number',
    defaultValue: String(agentId),
  });
  return (
    <form noValidate onSubmit={field.onSubmit}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="span">
          Workspace {workspaceId}
        </Text>
        <TextInput
          aria-label="Agent ID"
          title={hint ? 'This server does not list agents: type an agent id' : undefined}
          size="xs"
          {...field.inputProps}
          error={field.error !== null}
          aria-describedby={field.error ? 'agent-id-error' : undefined}
          w={110}
        />
        <Button size="xs" variant="default" type="submit">
          Open
        </Button>
        {/* The header has no room under the field: the reason stands beside it. */}
        {field.error && (
          <Text id="agent-id-error" size="xs" c="var(--mantine-color-error)" role="alert">
            {field.error}
          </Text>
        )}
      </Group>
    </form>
  );
}

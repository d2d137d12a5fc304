import { NativeSelect, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { NotOffered, QueryError } from '../../components/query-error';
import { agentListOptions } from '../../data/agents/queries';
import { parseId, useAgentRef } from '../../lib/agent-ref';
import { isApiError } from '../../lib/api-error';
import { CopyToAgent } from './components/copy-to-agent';

/**
 * Copies this agent's call intents, simulation profiles and alert definitions to another agent
 * of the workspace, through the lists and the create and update routes only (no route of its
 * own). The agent copied to is in the address (`to`).
 */
export function CopySettingsPage() {
  const agent = useAgentRef();
  const agents = useQuery(agentListOptions(agent.workspaceId));
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const to = parseId(params.get('to') ?? undefined);
  const others = (agents.data ?? []).filter((a) => a.id !== agent.agentId);
  const target = others.find((a) => a.id === to) ?? null;
  const nameOf = (a: { id: number; name?: string | null }) => a.name ?? `Agent ${a.id}`;

  return (
    <Page title="Copy settings">
      <Text size="sm" maw={760}>
        Copies this agent’s call intents, simulation profiles and alert definitions to another agent of the workspace.
        Before anything is written, the plan below says what will be created, what is already there (the same label or
        name) and what cannot be copied. Alert conditions are matched by name in the other agent’s catalogue (evals,
        extraction fields and red flags by their names, voice metrics and call metadata by their keys), since ids differ
        from agent to agent.
      </Text>
      {agents.isPending ? (
        <Skeleton height={36} maw={360} role="status" aria-label="Loading the workspace's agents" />
      ) : agents.isError ? (
        isApiError(agents.error) && agents.error.isRouteMissing ? (
          <NotOffered what="the list of the workspace's agents, so there is no agent to choose to copy to" />
        ) : (
          <QueryError
            error={agents.error}
            title="Could not load the workspace's agents"
            onRetry={() => void agents.refetch()}
          />
        )
      ) : (
        <NativeSelect
          label="To agent"
          maw={360}
          disabled={busy}
          value={target ? String(target.id) : ''}
          onChange={(e) => setParams(e.currentTarget.value ? { to: e.currentTarget.value } : {}, { replace: true })}
          data={[
            { value: '', label: others.length > 0 ? 'Choose an agent' : 'No other agent in this workspace' },
            ...others.map((a) => ({ value: String(a.id), label: nameOf(a) })),
          ]}
        />
      )}
      {to !== null && agents.data && !target && (
        <Text size="sm" role="alert">
          Agent {to} is not another agent of this workspace: choose one from the list.
        </Text>
      )}
      {target && (
        <CopyToAgent
          key={target.id}
          agent={agent}
          target={{ workspaceId: agent.workspaceId, agentId: target.id }}
          targetName={nameOf(target)}
          onBusyChange={setBusy}
        />
      )}
    </Page>
  );
}

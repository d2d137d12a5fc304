import { Group, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AgentRef, CallDetail, TranscriptTurn } from '../../../contract';
import { callClipSetListOptions } from '../../../data/clip-sets/queries';
import { isApiError } from '../../../lib/api-error';
import type { DetailState } from '../model/detail-state';
import { CallClipSets, ExtractedValues } from './call-analysis';
import { CutClips } from './cut-clips';

/** Region "Extracted values": the call's, or why there are none. */
export function ExtractedRegion({ state, details }: { state: DetailState; details: CallDetail | undefined }) {
  let body;
  if (state === 'pending') body = <Skeleton height={80} />;
  else if (state === 'missing') body = <Text size="sm">This server does not offer extracted values.</Text>;
  else if (state === 'failed') {
    body = <Text size="sm">The extracted values could not be loaded (the call’s details failed, see above).</Text>;
  } else if (details?.extracted_values) body = <ExtractedValues values={details.extracted_values} />;
  else body = <Text size="sm">There are no extracted values for this call.</Text>;
  return (
    <section aria-labelledby="call-extracted">
      <Title order={2} size="h4" id="call-extracted" mb="xs">
        Extracted values
      </Title>
      {body}
    </section>
  );
}

/** Region "Clip sets from this call": those cut from it with their status, and "Cut clips". */
export function ClipSetsRegion({
  agent,
  callId,
  turns,
}: {
  agent: AgentRef;
  callId: number;
  turns: readonly TranscriptTurn[] | null;
}) {
  const clipSets = useQuery(callClipSetListOptions(agent, callId));
  let body;
  if (clipSets.isPending) body = <Skeleton height={24} />;
  else if (clipSets.isError) {
    body = (
      <Text size="sm">
        {isApiError(clipSets.error) && clipSets.error.isRouteMissing
          ? 'This server does not offer a list of clip sets.'
          : 'The clip sets could not be loaded.'}
      </Text>
    );
  } else body = <CallClipSets agent={agent} sets={clipSets.data.filter((s) => s.source_call_id === callId)} />;
  return (
    <section aria-labelledby="call-clip-sets">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} size="h4" id="call-clip-sets">
          Clip sets from this call
        </Title>
        <CutClips agent={agent} callId={callId} turns={turns} />
      </Group>
      {body}
    </section>
  );
}

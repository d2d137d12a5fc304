import { Text } from '@mantine/core';
import type { AgentRef } from '../../contract';
import { CallLinks } from './call-links';

/** "Disagreements": the calls whose reviewers differ and that no final verdict settles, newest first. */
export function DisagreementList({ agent, calls }: { agent: AgentRef; calls: readonly number[] }) {
  return (
    <>
      <Text component="h3" id="quality-disagreements" fw={600} size="md" mt="md" mb={4}>
        Disagreements
      </Text>
      {calls.length === 0 ? (
        <Text size="sm">No call whose reviewers disagree is waiting for a final verdict.</Text>
      ) : (
        <>
          <Text size="sm" mb={4}>
            {calls.length === 1 ? '1 call' : `${calls.length.toLocaleString('en')} calls`} whose reviewers differ on the
            intent or a label, without a final verdict:
          </Text>
          <CallLinks agent={agent} calls={calls} labelledBy="quality-disagreements" />
        </>
      )}
    </>
  );
}

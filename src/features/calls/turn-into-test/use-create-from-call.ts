import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AgentRef, SimulationTest, VoiceClipSet } from '../../../contract';
import { useCreateClipSet } from '../../../data/clip-sets/mutations';
import { useCreateSimulationTest } from '../../../data/simulation/mutations';
import { type TurnIntoTestValues, callerTurnsCut, placeCreateFailure, testBodyOf } from './test-from-call';

/** Where a create went wrong: the cut (no test was asked for), or the test (shown above the buttons). */
export type CreateFailure = { step: 'cut' | 'test'; error: unknown; rest: boolean };

/**
 * "Create test": with replay, the caller's turns are cut into a clip set first (B.7) and the test
 * refers to it; a failed cut creates no test. A clip set cut for a test whose create then failed is
 * kept and used again by the next try, not cut again.
 */
export function useCreateFromCall({
  agent,
  callId,
  callerTurns,
  form,
  onCreated,
}: {
  agent: AgentRef;
  callId: number;
  callerTurns: readonly number[];
  form: UseFormReturn<TurnIntoTestValues>;
  onCreated: (test: SimulationTest) => void;
}) {
  const cut = useCreateClipSet(agent);
  const create = useCreateSimulationTest(agent);
  const [clipSet, setClipSet] = useState<VoiceClipSet | null>(null);
  const [failure, setFailure] = useState<CreateFailure | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let set = clipSet;
    if (values.replay && !set) {
      try {
        set = await cut.mutateAsync(callerTurnsCut(callId, callerTurns, values.name));
      } catch (error) {
        setFailure({ step: 'cut', error, rest: true });
        return;
      }
      setClipSet(set);
    }
    try {
      onCreated(await create.mutateAsync(testBodyOf(values, callId, set?.id ?? null)));
    } catch (error) {
      const { fields, rest } = placeCreateFailure(error, values);
      fields.forEach(([field, message], i) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: i === 0 }),
      );
      setFailure({ step: 'test', error, rest });
    }
  });

  return { submit, failure, clipSet, pending: cut.isPending || create.isPending };
}

import type { SimulationExpect, SimulationTest, SimulationTestBody } from '../../contract/index.ts';
import { DAY } from '../seed-base.ts';
import type { AgentRecord } from '../seed-types.ts';
import { planRun } from './runs.ts';
import { settingsAsOf } from './settings-as-of.ts';
import { STEP_MS, SIMULATED_CALL_ID_FROM, settleRun, stateOf } from './state.ts';

// The Support line's simulation, alive on first start: four tests and two completed runs of three
// of them (the fourth's profile is newer than the runs). The runs read the settings as they stood
// then (today's, with the recorded changes since undone), so the second, made after Sam switched
// intent detection off (the settings history, 13 days back), has two intent checks regressed
// against the first (and answers faster, which fixes the response-time test), and that change is
// the one between the two runs' settings_as_of.

const HOUR = DAY / 24;

function tests(iso: (ms: number) => string): SimulationTest[] {
  const test = (id: number, rest: SimulationTestBody): SimulationTest => ({
    id,
    ...rest,
    created_at: iso(id === 3 ? 2 * DAY : 16 * DAY),
    updated_at: iso(id === 3 ? 2 * DAY : 16 * DAY),
  });
  const none: SimulationExpect = { call_intent_id: null, labels_present: [], labels_absent: [], max_response_ms: null };
  return [
    test(1, {
      name: 'Duplicate charge refund',
      simulation_profile_id: 1,
      voice_clip_set_id: 1,
      source_call_id: 1060,
      expect: { ...none, call_intent_id: 1, labels_present: [3], labels_absent: [1] },
    }),
    test(2, {
      name: 'Router fault, elderly caller',
      simulation_profile_id: 2,
      voice_clip_set_id: null,
      source_call_id: null,
      expect: { ...none, call_intent_id: 3, labels_absent: [2] },
    }),
    test(3, {
      name: 'Reschedule an appointment',
      simulation_profile_id: 3,
      voice_clip_set_id: null,
      source_call_id: null,
      expect: { ...none, call_intent_id: 4, labels_absent: [1, 2] },
    }),
    test(4, {
      name: 'Refund asked, answered quickly',
      simulation_profile_id: 1,
      voice_clip_set_id: null,
      source_call_id: null,
      expect: { ...none, labels_present: [3], max_response_ms: 1200 },
    }),
  ];
}

/** Lays the Support line's tests and runs beside `agent` (the seed's agent 1), as of `now`. */
export function seedSimulation(agent: AgentRecord, now: number): void {
  const iso = (ms: number) => new Date(now - ms).toISOString();
  const state = stateOf(agent);
  state.tests = tests(iso);
  let callId = SIMULATED_CALL_ID_FROM - 1000;
  const runs = [
    { id: 1, at: now - 13 * DAY, baseline: null, note: 'Weekly check' },
    { id: 2, at: now - 12 * DAY - 7 * HOUR, baseline: 1, note: 'After the detection change' },
  ];
  for (const r of runs) {
    const run = planRun(agent, state.tests, {
      id: r.id,
      testIds: [1, 2, 4],
      repeats: 2,
      baselineRunId: r.baseline,
      note: r.note,
      createdBy: 'Priya Raman',
      now: r.at,
      settings: settingsAsOf(agent, r.at),
      nextCallId: () => callId++,
    });
    state.runs.push(run);
    settleRun(state, run, STEP_MS, now);
  }
}

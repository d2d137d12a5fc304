import type { AgentRecord, Store } from '../seed-types.ts';
import { seedSimulation } from './seed.ts';
import { SIMULATED_CALL_ID_FROM, STEP_MS, type SimulationState, stateOf } from './state.ts';

/**
 * The emulator's switches for B.10 (`POST /__emulator/simulation`), per store so that a reset
 * restores them: `offered: false` is a server without B.10; `stepMs` how long a step takes, for
 * the runs in progress too (0: a run is over at its next read).
 */
export type SimulationControl = { offered: boolean; stepMs: number; next: { test: number; run: number; call: number } };

const byStore = new WeakMap<Store, SimulationControl>();
const seeded = new WeakSet<AgentRecord>();

/**
 * An agent's simulation. The Support line's demo tests and runs are laid on first use, as the
 * demo reviews are, and kept beside the seed rather than in it: its runs read the settings as
 * they stood when they ran (the change log undone back to then), so a change made before the
 * first use does not alter them.
 */
export function simulationOf(store: Store, agent: AgentRecord): SimulationState {
  const state = stateOf(agent);
  if (!seeded.has(agent)) {
    seeded.add(agent);
    if (agent.workspaceId === 1 && agent.id === 1) seedSimulation(agent, store.seededAt);
  }
  return state;
}

/** The store's switches and id counters; ids continue after every agent's seeded ones. */
export function controlOf(store: Store): SimulationControl {
  let control = byStore.get(store);
  if (!control) {
    const states = store.agents.map((a) => simulationOf(store, a));
    const max = (ids: number[], floor: number) => Math.max(floor, ...ids) + 1;
    control = {
      offered: true,
      stepMs: STEP_MS,
      next: {
        test: max(
          states.flatMap((s) => s.tests.map((t) => t.id)),
          99,
        ),
        run: max(
          states.flatMap((s) => s.runs.map((r) => r.id)),
          99,
        ),
        call: max(
          states.flatMap((s) => s.runs.flatMap((r) => r.plan.map((p) => p.result.call_id ?? 0))),
          SIMULATED_CALL_ID_FROM,
        ),
      },
    };
    byStore.set(store, control);
  }
  return control;
}

import type { SavedView } from '../contract/index.ts';
import type { AgentRecord } from './seed.ts';

export type StoredView = SavedView & { id: number; name: string; owner_id: number; shared: boolean };

/** B.12's saved views of the calls list, per agent; cleared with the emulator. */
export class SavedViewStore {
  #byAgent = new WeakMap<AgentRecord, StoredView[]>();
  #nextId = 1;

  reset(): void {
    this.#byAgent = new WeakMap();
    this.#nextId = 1;
  }

  of(agent: AgentRecord): StoredView[] {
    let views = this.#byAgent.get(agent);
    if (!views) {
      views = [];
      this.#byAgent.set(agent, views);
    }
    return views;
  }

  nextId(): number {
    return this.#nextId++;
  }
}

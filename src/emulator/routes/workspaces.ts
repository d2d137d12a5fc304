import { type Router, json } from '../router.ts';

/** B.1: the agents of a workspace. */
export function registerWorkspaces(r: Router): void {
  r.workspace('GET', '/agents', ({ store, workspaceId }) =>
    json(store.agents.filter((a) => a.workspaceId === workspaceId).map((a) => ({ id: a.id, name: a.name }))),
  );
}

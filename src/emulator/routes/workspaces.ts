import type { Hono } from 'hono';
import { apiPaths } from '../../contract/index.ts';
import { checkAuth } from '../auth.ts';
import { type AppEnv, type Router, json } from '../router.ts';
import type { Store } from '../seed.ts';
import { MEMBERS, memberOf } from '../team.ts';

/** B.1: the agents of a workspace; B.11: its members. */
export function registerWorkspaces(r: Router): void {
  r.workspace('GET', '/agents', ({ store, workspaceId }) =>
    json(store.agents.filter((a) => a.workspaceId === workspaceId).map((a) => ({ id: a.id, name: a.name }))),
  );
  r.workspace('GET', '/members', () => json(MEMBERS.map(({ id, name, email, role }) => ({ id, name, email, role }))));
}

/** B.11: who the token belongs to, with their role in each workspace open to them. */
export function registerMe(app: Hono<AppEnv>, store: () => Store): void {
  app.get(apiPaths.me(), (c) => {
    checkAuth(c);
    const member = memberOf(c);
    if (!member) return json(null);
    const { id, name, email, role } = member;
    const workspaces = store()
      .workspaces.filter((w) => w.accessible)
      .map((w) => ({ id: w.id, role }));
    return json({ id, name, email, workspaces });
  });
}

import type { Context, Hono } from 'hono';
import { AGENT_PATTERN, API_PREFIX, errorTexts } from '../contract/index.ts';
import { checkAuth } from './auth.ts';
import { checkRole, permissionFor } from './team.ts';
import { EmuError, errorResponse, parseIntParam } from './errors.ts';
import type { AgentRecord, Store } from './seed.ts';

export type AppEnv = { Bindings: { incoming?: unknown } };
export type App = Hono<AppEnv>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type WorkspaceCtx = {
  c: Context<AppEnv>;
  store: Store;
  workspaceId: number;
  /** An integer path parameter (422 int_parsing when it is not one). */
  intParam(name: string, locName: string): number;
};
export type AgentCtx = WorkspaceCtx & { agent: AgentRecord };

/** A small route table on top of Hono: FastAPI's order is route match, then auth, then params. */
export class Router {
  readonly #app: App;
  readonly #store: () => Store;
  readonly #patterns = new Set<string>();

  constructor(app: App, store: () => Store) {
    this.#app = app;
    this.#store = store;
  }

  workspace(method: Method, subpath: string, handler: (x: WorkspaceCtx) => Response | Promise<Response>): void {
    const pattern = `${API_PREFIX}/workspaces/:workspaceId${subpath}`;
    this.#patterns.add(pattern);
    const permission = permissionFor(method, subpath);
    this.#app.on(method, pattern, async (c) => {
      checkAuth(c);
      const intParam = (name: string, locName: string) => parseIntParam(c.req.param(name), ['path', locName]);
      const workspaceId = intParam('workspaceId', 'workspace_id');
      const store = this.#store();
      const ws = store.workspaces.find((w) => w.id === workspaceId);
      if (!ws || !ws.accessible) throw new EmuError(403, errorTexts.noWorkspaceAccess(workspaceId));
      checkRole(c, permission);
      return handler({ c, store, workspaceId, intParam });
    });
  }

  agent(method: Method, subpath: string, handler: (x: AgentCtx) => Response | Promise<Response>): void {
    const agentSub = AGENT_PATTERN.slice(`${API_PREFIX}/workspaces/:workspaceId`.length);
    this.workspace(method, `${agentSub}${subpath}`, (x) => {
      const agentId = x.intParam('agentId', 'agent_id');
      const agent = x.store.agents.find((a) => a.id === agentId && a.workspaceId === x.workspaceId);
      if (!agent) throw new EmuError(404, errorTexts.agentNotFound(agentId));
      return handler({ ...x, agent });
    });
  }

  /** After every route: other methods on a known path answer 405. */
  finish(): void {
    for (const pattern of this.#patterns) {
      this.#app.all(pattern, () => errorResponse(405, errorTexts.methodNotAllowed));
    }
  }
}

export const json = (data: unknown, status: 200 | 201 | 400 = 200): Response =>
  new Response(JSON.stringify(data), { status, headers: { 'Content-Type': 'application/json' } });
export const noContent = (): Response => new Response(null, { status: 204 });

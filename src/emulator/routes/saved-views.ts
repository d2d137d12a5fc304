import { savedViewBodySchema, teamErrorTexts } from '../../contract/index.ts';
import { EmuError, readBody } from '../errors.ts';
import { type Router, json, noContent } from '../router.ts';
import type { SavedViewStore } from '../saved-views.ts';
import { signedIn } from '../team.ts';

/**
 * B.12: a member's own views and those shared with the workspace. Names are unique per member
 * (compared trimmed, in any case); only the owner or an admin deletes a view; a view a member
 * cannot see is not found for them.
 */
export function registerSavedViews(r: Router, store: SavedViewStore): void {
  r.agent('GET', '/saved-views', ({ c, agent }) => {
    const me = signedIn(c);
    return json(store.of(agent).filter((v) => v.owner_id === me.id || v.shared));
  });

  r.agent('POST', '/saved-views', async ({ c, agent }) => {
    const me = signedIn(c);
    const body = await readBody(c, savedViewBodySchema);
    const views = store.of(agent);
    const name = body.name.trim();
    if (views.some((v) => v.owner_id === me.id && v.name.trim().toLowerCase() === name.toLowerCase())) {
      throw new EmuError(409, teamErrorTexts.savedViewNameTaken(name));
    }
    const view = {
      id: store.nextId(),
      name,
      query: body.query.replace(/^\?/, ''),
      shared: body.shared,
      owner_id: me.id,
      owner: me.name,
      created_at: new Date().toISOString(),
    };
    views.push(view);
    return json(view, 201);
  });

  r.agent('DELETE', '/saved-views/:viewId', ({ c, agent, intParam }) => {
    const me = signedIn(c);
    const id = intParam('viewId', 'view_id');
    const views = store.of(agent);
    const i = views.findIndex((v) => v.id === id && (v.owner_id === me.id || v.shared));
    const view = views[i];
    if (!view) throw new EmuError(404, teamErrorTexts.savedViewNotFound(id));
    if (view.owner_id !== me.id && me.role !== 'admin') throw new EmuError(403, teamErrorTexts.roleRefused(me.role));
    views.splice(i, 1);
    return noContent();
  });
}

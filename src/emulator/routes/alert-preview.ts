import { alertPreviewBodySchema, errorTexts } from '../../contract/index.ts';
import { eventsOf, previewTree } from '../alert-preview/preview.ts';
import { EmuError, parseIntParam, readBody } from '../errors.ts';
import { type Router, json } from '../router.ts';

/**
 * B.6: a condition tree tried over past calls, and a definition's firings. A test switches
 * either off with a fault answering `404 {"detail": "Not Found"}` on its path.
 */
export function registerAlertPreview(r: Router): void {
  r.agent('POST', '/settings/alert-definitions/preview', async ({ c, agent }) => {
    const body = await readBody(c, alertPreviewBodySchema);
    return json(previewTree(agent, body));
  });

  r.agent('GET', '/settings/alert-definitions/:alertId/events', ({ c, agent, intParam }) => {
    const alertId = intParam('alertId', 'alert_id');
    if (!agent.alertDefinitions.some((d) => d.id === alertId))
      throw new EmuError(404, errorTexts.alertNotFound(alertId));
    const limitRaw = c.req.query('limit');
    const offsetRaw = c.req.query('offset');
    const limit = limitRaw === undefined ? 50 : parseIntParam(limitRaw, ['query', 'limit']);
    const offset = offsetRaw === undefined ? 0 : parseIntParam(offsetRaw, ['query', 'offset']);
    const all = eventsOf(agent, alertId);
    const start = Math.max(0, offset);
    return json({ items: all.slice(start, start + Math.max(0, Math.min(limit, 500))), total: all.length });
  });
}

import {
  type AlertDefinition,
  type AlertDefinitionBody,
  alertDefinitionBodySchema,
  errorTexts,
} from '../../contract/index.ts';
import { knowsZone } from '../mute-windows.ts';
import { EmuError, readBody } from '../errors.ts';
import { type Router, json, noContent } from '../router.ts';
import { recorded } from '../settings-changes.ts';

/** A mute window's zone must be one the service knows (422 at its `tz`). */
function checkZones<T extends AlertDefinitionBody>(body: T): T {
  const bad = (body.mute_windows ?? []).flatMap((w, i) =>
    knowsZone(w.tz)
      ? []
      : [
          {
            type: 'value_error',
            loc: ['body', 'mute_windows', i, 'tz'],
            msg: `Value error, unknown time zone: ${w.tz}`,
            input: w.tz,
          },
        ],
  );
  if (bad.length > 0) throw new EmuError(422, bad);
  return body;
}

/** Alert definitions and the conditions they can use (endpoint 7, B.2). */
export function registerAlerts(r: Router): void {
  const byId = { resource: 'alert_definition', idParam: 'alertId' } as const;
  r.agent('GET', '/settings/alert-definitions', ({ agent }) => json(agent.alertDefinitions));

  r.agent(
    'POST',
    '/settings/alert-definitions',
    recorded({ resource: 'alert_definition', creates: true }, async ({ c, store, agent }) => {
      const body = checkZones(await readBody(c, alertDefinitionBodySchema));
      const definition: AlertDefinition = {
        id: store.nextId.alert++,
        name: body.name,
        enabled: body.enabled,
        condition_tree: body.condition_tree,
        // B.9: where its firings go and when they are held.
        severity: body.severity ?? 'warning',
        channel_ids: body.channel_ids ?? [],
        snoozed_until: body.snoozed_until ?? null,
        mute_windows: body.mute_windows ?? [],
      };
      agent.alertDefinitions.push(definition);
      return json(definition, 201);
    }),
  );

  r.agent(
    'PUT',
    '/settings/alert-definitions/:alertId',
    recorded(byId, async ({ c, agent, intParam }) => {
      const alertId = intParam('alertId', 'alert_id');
      const body = checkZones(await readBody(c, alertDefinitionBodySchema));
      const definition = agent.alertDefinitions.find((d) => d.id === alertId);
      if (!definition) throw new EmuError(404, errorTexts.alertNotFound(alertId));
      definition.name = body.name;
      definition.enabled = body.enabled;
      definition.condition_tree = body.condition_tree;
      // B.9: a field left out of the body keeps its stored value.
      if (body.severity !== undefined) definition.severity = body.severity;
      if (body.channel_ids !== undefined) definition.channel_ids = body.channel_ids;
      if (body.snoozed_until !== undefined) definition.snoozed_until = body.snoozed_until;
      if (body.mute_windows !== undefined) definition.mute_windows = body.mute_windows;
      return json(definition);
    }),
  );

  r.agent(
    'DELETE',
    '/settings/alert-definitions/:alertId',
    recorded(byId, ({ agent, intParam }) => {
      const alertId = intParam('alertId', 'alert_id');
      const index = agent.alertDefinitions.findIndex((d) => d.id === alertId);
      if (index < 0) throw new EmuError(404, errorTexts.alertNotFound(alertId));
      agent.alertDefinitions.splice(index, 1);
      return noContent();
    }),
  );

  r.agent('GET', '/settings/alert-definitions/available-conditions', ({ agent }) => {
    if (!agent.hasSettings) throw new EmuError(400, errorTexts.noSettings(agent.id));
    return json({
      evals: agent.evals,
      voice_metrics: agent.voiceMetrics,
      extraction_fields: agent.extractionFields.map((f) => ({ id: f.id, name: f.name, type: f.type ?? 'string' })),
      call_metadata: agent.callMetadata,
      red_flags: agent.rules
        .filter((rule) => rule.output === 'red_flag')
        .map((rule) => ({ id: rule.id, label: rule.label ?? rule.name })),
      red_flag_aggregates: [{ key: 'red_flag_count', label: 'Number of red flags' }],
      ...agent.extraSources,
    });
  });
}

import { type CallIntent, callIntentBodySchema, errorTexts, intentDetectionSchema } from '../../contract/index.ts';
import { EmuError, readBody } from '../errors.ts';
import { type Router, json, noContent } from '../router.ts';
import { recorded } from '../settings-changes.ts';

/** Call intents, intent detection, SIP config, data extraction fields and rules. */
export function registerSettings(r: Router): void {
  registerIntents(r);
  registerDetectionAndSip(r);
  registerFieldsAndRules(r);
}

/** Call intents: listed, created, renamed and deleted. */
function registerIntents(r: Router): void {
  const intentById = { resource: 'call_intent', idParam: 'intentId' } as const;
  r.agent('GET', '/settings/call-intents', ({ agent }) => json(agent.intents));

  r.agent(
    'POST',
    '/settings/call-intents',
    recorded({ resource: 'call_intent', creates: true }, async ({ c, store, agent }) => {
      const body = await readBody(c, callIntentBodySchema);
      const intent: CallIntent = { id: store.nextId.intent++, label: body.label, description: body.description };
      agent.intents.push(intent);
      return json(intent, 201);
    }),
  );

  r.agent(
    'PUT',
    '/settings/call-intents/:intentId',
    recorded(intentById, async ({ c, agent, intParam }) => {
      const intentId = intParam('intentId', 'intent_id');
      const body = await readBody(c, callIntentBodySchema);
      const intent = agent.intents.find((i) => i.id === intentId);
      if (!intent) throw new EmuError(404, errorTexts.intentNotFound(intentId, agent.id));
      intent.label = body.label;
      intent.description = body.description;
      return json(intent);
    }),
  );

  r.agent(
    'DELETE',
    '/settings/call-intents/:intentId',
    recorded(intentById, ({ agent, intParam }) => {
      const intentId = intParam('intentId', 'intent_id');
      const index = agent.intents.findIndex((i) => i.id === intentId);
      if (index < 0) throw new EmuError(404, errorTexts.intentNotFound(intentId, agent.id));
      agent.intents.splice(index, 1);
      return noContent();
    }),
  );
}

/** Intent detection (on or off) and the SIP configuration (read only). */
function registerDetectionAndSip(r: Router): void {
  r.agent('GET', '/settings/intent-detection', ({ agent }) => json({ enabled: agent.intentDetection }));

  r.agent(
    'PUT',
    '/settings/intent-detection',
    recorded({ resource: 'intent_detection' }, async ({ c, agent }) => {
      const body = await readBody(c, intentDetectionSchema);
      agent.intentDetection = body.enabled;
      // Not published: clients must not read this answer.
      return json({ enabled: agent.intentDetection, agent_id: agent.id });
    }),
  );

  r.agent('GET', '/settings/sip-config', ({ agent }) => {
    if (!agent.sip) throw new EmuError(404, errorTexts.sipNotFound);
    return json(agent.sip);
  });
}

/** Data extraction fields and rules: listed and deleted. */
function registerFieldsAndRules(r: Router): void {
  r.agent('GET', '/settings/data-extraction', ({ agent }) => json(agent.extractionFields));

  r.agent(
    'DELETE',
    '/settings/data-extraction/:fieldId',
    recorded({ resource: 'data_extraction_field', idParam: 'fieldId' }, ({ agent, intParam }) => {
      const fieldId = intParam('fieldId', 'field_id');
      const index = agent.extractionFields.findIndex((f) => f.id === fieldId);
      const field = agent.extractionFields[index];
      if (!field) throw new EmuError(404, errorTexts.extractionFieldNotFound(fieldId, agent.id));
      if (field.is_system) throw new EmuError(400, errorTexts.systemFieldUndeletable);
      agent.extractionFields.splice(index, 1);
      // Not published: clients must not read this answer.
      return json({ ok: true });
    }),
  );

  r.agent('GET', '/settings/rules', ({ agent }) => json(agent.rules));

  r.agent(
    'DELETE',
    '/settings/rules/:ruleId',
    recorded({ resource: 'rule', idParam: 'ruleId' }, ({ agent, intParam }) => {
      const ruleId = intParam('ruleId', 'rule_id');
      const index = agent.rules.findIndex((rule) => rule.id === ruleId);
      if (index < 0) throw new EmuError(404, errorTexts.ruleNotFound(ruleId));
      agent.rules.splice(index, 1);
      return noContent();
    }),
  );
}

import { type SimulationProfile, errorTexts, simulationProfileBodySchema } from '../../contract/index.ts';
import { EmuError, readBody } from '../errors.ts';
import { type Router, json } from '../router.ts';
import type { AgentRecord } from '../seed.ts';
import { recorded } from '../settings-changes.ts';

function assertNameFree(agent: AgentRecord, name: string, exceptId?: number): void {
  if (agent.profiles.some((p) => p.name === name && p.id !== exceptId)) {
    throw new EmuError(409, errorTexts.profileNameTaken(name));
  }
}

/** Simulation profiles (endpoints 2 and 3, B.1 list). */
export function registerProfiles(r: Router): void {
  r.agent('GET', '/simulation-profiles', ({ agent }) => json(agent.profiles));

  r.agent(
    'POST',
    '/simulation-profiles',
    recorded({ resource: 'simulation_profile', creates: true }, async ({ c, store, agent }) => {
      const body = await readBody(c, simulationProfileBodySchema);
      assertNameFree(agent, body.name);
      const now = new Date().toISOString();
      const profile: SimulationProfile = {
        id: store.nextId.profile++,
        agent_id: agent.id,
        name: body.name,
        fields: body.fields,
        created_at: now,
        updated_at: now,
      };
      agent.profiles.push(profile);
      return json(profile, 201);
    }),
  );

  r.agent(
    'PUT',
    '/simulation-profiles/:profileId',
    recorded({ resource: 'simulation_profile', idParam: 'profileId' }, async ({ c, agent, intParam }) => {
      const profileId = intParam('profileId', 'profile_id');
      const body = await readBody(c, simulationProfileBodySchema);
      const profile = agent.profiles.find((p) => p.id === profileId);
      if (!profile) throw new EmuError(404, errorTexts.profileNotFound(profileId));
      assertNameFree(agent, body.name, profileId);
      profile.name = body.name;
      profile.fields = body.fields;
      profile.updated_at = new Date().toISOString();
      return json(profile);
    }),
  );
}

import { errorTexts } from '../../contract/index.ts';
import { EmuError } from '../errors.ts';
import { type Router, json } from '../router.ts';

/** Voice clip sets (endpoint 5, B.1 list without clips). */
export function registerClipSets(r: Router): void {
  r.agent('GET', '/voice-clip-sets', ({ agent }) =>
    json(agent.clipSets.map(({ clips: _clips, ...summary }) => summary)),
  );

  r.agent('GET', '/voice-clip-sets/:clipSetId', ({ agent, intParam }) => {
    const id = intParam('clipSetId', 'voice_clip_set_id');
    const set = agent.clipSets.find((s) => s.id === id);
    if (!set) throw new EmuError(404, errorTexts.clipSetNotFound(id));
    return json(set);
  });
}

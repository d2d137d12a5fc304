import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EVENT_STATES } from '../../../contract';

const isState = (s: string) => (EVENT_STATES as readonly string[]).includes(s);

/**
 * The firing alerts page's address: `state` (repeatable; firing by default, unknown values left
 * out, an empty one for "none") and `live=true` (Live on, as on the calls list).
 *
 * `shownStates` is what the State boxes show: the states just clicked until the navigation that
 * puts them in the address is drawn (the router draws it as a transition, which would leave a
 * box unticked for that while), then the address again, which also wins on Back and Forward.
 */
export function useFiringsAddress() {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const states = params.has('state') ? params.getAll('state').filter(isState) : ['firing'];
  const [clicked, setClicked] = useState<{ address: string; states: string[] } | null>(null);
  const shownStates = clicked?.address === address ? clicked.states : states;

  const setStates = (next: string[]) => {
    setClicked({ address, states: next });
    setParams((p) => {
      p.delete('state');
      for (const s of next) p.append('state', s);
      if (next.length === 0) p.append('state', '');
      return p;
    });
  };
  const setLive = (on: boolean) => {
    setParams(
      (p) => {
        p.delete('live');
        if (on) p.set('live', 'true');
        return p;
      },
      { replace: true },
    );
  };
  return { states, shownStates, setStates, live: params.get('live') === 'true', setLive };
}

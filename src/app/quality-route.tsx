import { Suspense, lazy, useMemo } from 'react';
import type { AgentRef, CallIntent } from '../contract';
import { QualityPage } from '../features/quality/quality-page';

// The intent editor belongs to the intents feature; the quality page opens it in place, so the
// app hands it over (a feature never imports another). Its code loads when an Edit is pressed.
const IntentEditor = lazy(() =>
  import('../features/intents/components/intent-editor').then((m) => ({ default: m.IntentEditor })),
);

function EditIntent({ agent, intent, onClose }: { agent: AgentRef; intent: CallIntent; onClose: () => void }) {
  // One target per opening: the editor reads its draft when the target changes.
  const target = useMemo(() => ({ mode: 'edit' as const, intent, byId: false }), [intent]);
  return (
    <Suspense fallback={null}>
      <IntentEditor agent={agent} target={target} onClose={onClose} onSaved={onClose} onVanished={onClose} />
    </Suspense>
  );
}

/** `.../quality`, with the intent editor at hand. */
export function QualityRoute() {
  return <QualityPage IntentEditor={EditIntent} />;
}

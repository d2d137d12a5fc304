import { type ComponentType, useMemo, useState } from 'react';
import { Page } from '../../components/page';
import type { AgentRef, CallIntent } from '../../contract';
import { useAgentRef } from '../../lib/agent-ref';
import { PeriodControl } from './period-control';
import { QualityBody } from './quality-body';
import { QualityChanges, QualityNames } from './quality-changes';
import { useQualityView } from './use-quality-view';

/** The intent editor, opened in place on an intent (given by the app: a feature never imports another). */
export type IntentEditorSlot = ComponentType<{ agent: AgentRef; intent: CallIntent; onClose: () => void }>;

/** `.../quality`: what reviews (B.4) say of the AI's intents, labels and red flags over a range. */
export function QualityPage({ IntentEditor }: { IntentEditor?: IntentEditorSlot }) {
  const agent = useAgentRef();
  const view = useQualityView(agent);
  const [editing, setEditing] = useState<CallIntent | null>(null);
  const { names, known } = view;
  const given = useMemo(() => ({ names, known }), [names, known]);
  return (
    <Page title="Quality">
      <PeriodControl range={view.asked} query={view.range} ignored={view.ignored} onChange={view.setPeriod} />
      <QualityNames value={given}>
        <QualityChanges agent={agent} query={view.range} now={view.now} />
      </QualityNames>
      <QualityBody agent={agent} view={view} onEdit={IntentEditor ? setEditing : null} />
      {IntentEditor && editing ? (
        <IntentEditor agent={agent} intent={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Page>
  );
}

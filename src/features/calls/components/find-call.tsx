import { useNavigate } from 'react-router';
import { IdForm } from '../../../components/id-form';
import type { AgentRef } from '../../../contract';
import { routes } from '../../../lib/routes';

/** Opens a call by its id, with the list's query string, so the call page steps within this list. */
export function FindCall({ agent, listQuery }: { agent: AgentRef; listQuery: string }) {
  const navigate = useNavigate();
  return (
    <IdForm
      formLabel="Find a call"
      label="Call id"
      submitLabel="Open call"
      invalidMessage="A call id is a whole number above 0, such as 1042."
      onId={(id) => void navigate(`${routes.calls(agent)}/${id}${listQuery ? `?${listQuery}` : ''}`)}
    />
  );
}

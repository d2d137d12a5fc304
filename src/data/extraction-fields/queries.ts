import { type AgentRef, apiPaths, extractionFieldListSchema } from '../../contract';
import { recordListOptions } from '../record-list';
import { extractionFieldKeys } from './keys';

/** Part B: the agent's data extraction fields. */
export const extractionFieldListOptions = (a: AgentRef) =>
  recordListOptions(extractionFieldKeys.list(a), apiPaths.extractionFields(a), extractionFieldListSchema);

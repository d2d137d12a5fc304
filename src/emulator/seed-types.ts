import type * as z from 'zod/mini';
import type {
  AlertDefinition,
  Call,
  CallIntent,
  ExtractionField,
  IdLabel,
  Rule,
  SimulationProfile,
  SipConfig,
  callMetadataItemSchema,
  evalItemSchema,
  voiceMetricItemSchema,
} from '../contract/index.ts';
import type { StoredClipSet } from './seed-base.ts';

export type AgentRecord = {
  id: number;
  workspaceId: number;
  name: string;
  /** False: the agent has no settings record (available-conditions answers 400). */
  hasSettings: boolean;
  intentDetection: boolean;
  intents: CallIntent[];
  extractionFields: ExtractionField[];
  rules: Rule[];
  alertDefinitions: AlertDefinition[];
  sip: SipConfig | null;
  evals: z.infer<typeof evalItemSchema>[];
  voiceMetrics: z.infer<typeof voiceMetricItemSchema>[];
  callMetadata: z.infer<typeof callMetadataItemSchema>[];
  /** Condition sources the client does not know about, sent as they are. */
  extraSources: Record<string, unknown[]>;
  profiles: SimulationProfile[];
  clipSets: StoredClipSet[];
  calls: Call[];
  outcomes: IdLabel[];
  /** Per eval id: eval results are stored from this instant only (older calls are not evaluated). */
  evalsStoredSince: ReadonlyMap<number, number>;
  /** B.8: every change to the agent's settings, oldest first. */
  settingsChanges: StoredChange[];
};

export type Workspace = { id: number; name: string; accessible: boolean };

export type Store = {
  /** The instant the seed's timestamps are laid out back from. */
  seededAt: number;
  workspaces: Workspace[];
  agents: AgentRecord[];
  nextId: { intent: number; field: number; rule: number; alert: number; profile: number; change: number };
};

/** A change as the emulator stores it (B.8's record). */
export type StoredChange = {
  id: number;
  at: string;
  actor: string | null;
  resource: string;
  resource_id: number | null;
  action: 'created' | 'updated' | 'deleted';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

// What reviews say of the AI's intents and labels is computed in src/lib (the worker that reads
// the reviews, in src/data, runs it too); the page's parts import it from here.
export {
  type CallSet,
  type IntentKey,
  type IntentRow,
  type LabelRow,
  type Quality,
  arrangeQuality,
  callSetKey,
  cellKey,
  computeQuality,
  inCallSet,
  reviewersIntent,
} from '../../lib/review-quality';

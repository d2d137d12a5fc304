// What "Find in transcript" needs beyond the list (the matching, the marks drawn in view): loaded
// on the first letter typed, not with the page (0.9 kB gzip of the call page's first load,
// `node scripts/size-check.mjs`), as most visits never search.
export { findInTranscript } from '../transcript-find';
export { FoundText } from './found-text';

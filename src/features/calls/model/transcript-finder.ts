// What "Find in transcript" needs beyond the list (the matching, the marks drawn in view): loaded
// on the first letter typed, not with the page, as most visits never search (see
// docs/performance.md, row "Find in transcript's matching loads on the first letter typed").
export { findInTranscript } from './transcript-find';
export { FoundText } from '../components/found-text';

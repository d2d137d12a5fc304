import { Page } from '../../components/page';

// Placeholder until the page's issue lands.
export function ClipSetsPage() {
  return <Page title="Voice clip sets">{null}</Page>;
}

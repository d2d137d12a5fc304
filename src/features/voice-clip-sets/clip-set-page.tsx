import { Page } from '../../components/page';

// Placeholder until the page's issue lands.
export function ClipSetPage() {
  return <Page title="Voice clip set">{null}</Page>;
}

import { Page } from '../../components/page';

// Placeholder until the page's issue lands.
export function IntentsPage() {
  return <Page title="Call intents">{null}</Page>;
}

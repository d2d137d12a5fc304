import { Page } from '../../components/page';

// Placeholder until the page's issue lands.
export function CallsPage() {
  return <Page title="Calls">{null}</Page>;
}

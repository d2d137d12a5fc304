import { Page } from '../../components/page';

// Placeholder until the page's issue lands.
export function DataExtractionPage() {
  return <Page title="Data extraction fields">{null}</Page>;
}

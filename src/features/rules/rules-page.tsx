import { Page } from '../../components/page';

// Placeholder until the page's issue lands.
export function RulesPage() {
  return <Page title="Rules">{null}</Page>;
}

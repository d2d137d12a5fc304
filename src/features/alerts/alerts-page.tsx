import { Page } from '../../components/page';

// Placeholder until the page's issue lands.
export function AlertsPage() {
  return <Page title="Alerts">{null}</Page>;
}

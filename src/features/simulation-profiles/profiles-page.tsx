import { Page } from '../../components/page';

// Placeholder until the page's issue lands.
export function ProfilesPage() {
  return <Page title="Simulation profiles">{null}</Page>;
}

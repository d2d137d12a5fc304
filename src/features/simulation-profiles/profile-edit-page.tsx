import { Page } from '../../components/page';

// Placeholder until the page's issue lands.
export function ProfileCreatePage() {
  return <Page title="New simulation profile">{null}</Page>;
}
export function ProfileEditPage() {
  return <Page title="Simulation profile">{null}</Page>;
}

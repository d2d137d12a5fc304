import { Page } from '../../components/page';

// Placeholder until the page's issue lands.
export function SipPage() {
  return <Page title="SIP configuration">{null}</Page>;
}

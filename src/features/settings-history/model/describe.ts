/** Why a kind of record cannot be restored; null when it can. */
export function whyNoRestore(resource: string): string | null {
  switch (resource) {
    case 'call_intent':
    case 'intent_detection':
    case 'alert_definition':
    case 'simulation_profile':
      return null;
    case 'rule':
      return 'Rules cannot be restored: the service has no route to create or update a rule.';
    case 'data_extraction_field':
      return 'Extraction fields cannot be restored: the service has no route to create or update one.';
    case 'sip_config':
      return 'SIP configuration cannot be restored here: the dashboard only reads it.';
    default:
      return 'This kind of record is unknown to the dashboard, so it cannot restore it.';
  }
}

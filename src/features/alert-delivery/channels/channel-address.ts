/** What stands for the hidden part of an address. */
export const HIDDEN = '•••••';

/**
 * A webhook or Slack address as the channels page shows it: the scheme and host (with its port),
 * and the rest masked. The rest is where the secrets are: a user name and password before the
 * host, a token in the query, and a Slack incoming-webhook URL's whole path.
 */
export function maskedAddress(address: string): string {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    // Not a URL the browser reads: nothing of it is known to be safe to show.
    return address.trim() === '' ? '' : HIDDEN;
  }
  if (url.host === '') return HIDDEN;
  const origin = `${url.protocol}//${url.host}`;
  const rest =
    url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '';
  return rest ? `${origin}/${HIDDEN}` : `${origin}/`;
}

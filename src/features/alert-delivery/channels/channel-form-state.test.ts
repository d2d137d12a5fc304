import { describe, expect, it } from 'vitest';
import { bodyOf, emptyValues, fieldOfPath, validate, valuesOf } from './channel-form-state';

const webhook = { ...emptyValues, name: 'Pager', url: 'https://hooks.example/x' };

describe('channel form rules', () => {
  it('asks for a name that no other channel has, in any case', () => {
    expect(validate({ ...webhook, name: '  ' }, []).get('name')).toBe('Name is required.');
    expect(validate(webhook, [{ name: 'pager' }]).get('name')).toMatch(/already named 'Pager'/);
    expect(validate(webhook, [{ name: 'Other' }]).size).toBe(0);
  });

  it('takes only http and https URLs', () => {
    expect(validate({ ...webhook, url: 'ftp://x.example/a' }, []).get('url')).toBe('Enter an http:// or https:// URL.');
    expect(validate({ ...webhook, url: 'hooks.example' }, []).get('url')).toBe('Enter an http:// or https:// URL.');
    expect(validate({ ...webhook, url: '' }, []).get('url')).toBe('A URL is required.');
    expect(
      validate({ ...emptyValues, name: 'S', type: 'slack', slackUrl: 'javascript:alert(1)' }, []).get('slackUrl'),
    ).toBeDefined();
  });

  it('asks for at least one address and names the ones that are not', () => {
    const email = { ...emptyValues, name: 'M', type: 'email' as const };
    expect(validate({ ...email, addresses: ' \n ' }, []).get('addresses')).toBe('Enter at least one address.');
    expect(validate({ ...email, addresses: 'a@b.example, nope;c@d' }, []).get('addresses')).toBe(
      'Not an email address: nope, c@d',
    );
    expect(bodyOf({ ...email, addresses: 'a@b.example,\nc@d.example' }).config).toEqual({
      addresses: ['a@b.example', 'c@d.example'],
    });
  });

  it('sends a webhook secret only when it changes', () => {
    const stored = valuesOf({
      id: 1,
      name: 'Pager',
      type: 'webhook',
      config: { url: 'http://127.0.0.1/x', secret_set: true },
    });
    expect(bodyOf(stored).config).toEqual({ url: 'http://127.0.0.1/x' });
    expect(bodyOf({ ...stored, secretAction: 'clear' }).config).toEqual({ url: 'http://127.0.0.1/x', secret: null });
    expect(bodyOf({ ...stored, secretAction: 'replace', secret: 'new' }).config).toEqual({
      url: 'http://127.0.0.1/x',
      secret: 'new',
    });
  });

  it('places the service’s validation items under their fields', () => {
    expect(fieldOfPath('config.addresses.2')).toBe('addresses');
    expect(fieldOfPath('config.url')).toBe('url');
    expect(fieldOfPath('type')).toBeNull();
  });
});

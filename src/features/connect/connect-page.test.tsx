import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../lib/session';
import { renderRoute } from '../../test/render';
import { baseUrlProblem } from './base-url';
import { ConnectPage } from './connect-page';

describe('baseUrlProblem', () => {
  it('takes an empty value or an http(s) address, and says why otherwise', () => {
    expect(baseUrlProblem('')).toBeNull();
    expect(baseUrlProblem(' https://api.example.com ')).toBeNull();
    expect(baseUrlProblem('http://127.0.0.1:8000')).toBeNull();
    expect(baseUrlProblem('ftp://example.com')).toBe('Use an http:// or https:// address');
    expect(baseUrlProblem('api.example.com')).toBe(
      'Enter a full address such as https://api.example.com, or leave it empty',
    );
  });

  it('in a built app, takes only the addresses its security policy lets it reach', () => {
    const sameOrigin = { here: 'https://dash.example.com', origins: ['https://dash.example.com'] };
    expect(baseUrlProblem('', sameOrigin)).toBeNull();
    expect(baseUrlProblem('https://dash.example.com/', sameOrigin)).toBeNull();
    expect(baseUrlProblem('https://api.example.com', sameOrigin)).toBe(
      'This dashboard is built to reach only its own address: leave the field empty (another service needs a build made for it)',
    );
    const apiOrigin = { here: 'https://dash.example.com', origins: ['https://api.example.com'] };
    expect(baseUrlProblem('https://api.example.com/v2', apiOrigin)).toBeNull();
    const elsewhere =
      'This dashboard is built to reach only https://api.example.com: enter that address (another service needs a build made for it)';
    expect(baseUrlProblem('', apiOrigin)).toBe(elsewhere);
    expect(baseUrlProblem('http://api.example.com', apiOrigin)).toBe(elsewhere);
    expect(baseUrlProblem('ftp://api.example.com', apiOrigin)).toBe('Use an http:// or https:// address');
  });
});

describe('ConnectPage', { timeout: 20_000 }, () => {
  const open = () => renderRoute(<ConnectPage />, { path: '/connect', url: '/connect' });

  it('refuses an empty token and a bad address in place, keeping what was typed', async () => {
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText('API base URL'), 'api.example.com');
    await user.type(screen.getByLabelText(/Access token/), '   ');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Enter an access token')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a full address such as https://api.example.com, or leave it empty'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Access token/)).toHaveFocus();
    expect(screen.getByLabelText('API base URL')).toHaveValue('api.example.com');
    expect(getSession().token).toBeNull();

    // Editing a field takes its message away; the other stays until the next try.
    await user.type(screen.getByLabelText(/Access token/), 'abc');
    expect(screen.queryByText('Enter an access token')).not.toBeInTheDocument();
    expect(
      screen.getByText('Enter a full address such as https://api.example.com, or leave it empty'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByLabelText('API base URL')).toHaveFocus();
    expect(getSession().token).toBeNull();
  });

  it('signs in with the trimmed token, remembered on this device when asked, and leaves /connect', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.type(screen.getByLabelText(/Access token/), '  demo-token  ');
    await user.click(screen.getByLabelText('Remember on this device'));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(getSession().token).toBe('demo-token');
    expect(localStorage.getItem('cm.token')).toBe('demo-token');
    expect(sessionStorage.getItem('cm.token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});

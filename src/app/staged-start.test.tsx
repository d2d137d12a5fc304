import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stagedStart } from './staged-start';

let root: HTMLElement;
afterEach(() => {
  root?.remove();
  vi.restoreAllMocks();
});

function mount(): HTMLElement {
  root = document.createElement('div');
  document.body.append(root);
  return root;
}

async function expectStartFailure(text: RegExp) {
  expect(await screen.findByRole('heading', { level: 1, name: 'The dashboard could not start' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(text);
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
}

describe("the app's staged start", () => {
  it('renders the app', async () => {
    await stagedStart(mount(), async () => ({ App: () => <h1>Call monitor</h1>, prepareApp: () => {} }));
    expect(await screen.findByRole('heading', { name: 'Call monitor' })).toBeInTheDocument();
  });

  it("shows the start failure with Reload when the app's code does not arrive", async () => {
    await stagedStart(mount(), () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expectStartFailure(/did not load \(Failed to fetch dynamically imported module\)/);
  });

  it("shows the start failure with Reload when the app's preparation throws", async () => {
    const App = vi.fn(() => <h1>Call monitor</h1>);
    await stagedStart(mount(), async () => ({
      App,
      prepareApp: () => {
        throw new Error('routes could not be made');
      },
    }));
    await expectStartFailure(/failed while starting \(routes could not be made\)/);
    expect(App).not.toHaveBeenCalled();
  });

  it('shows the start failure with Reload when the first render throws', async () => {
    // React reports the uncaught error on the console as well; the page is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function App(): never {
      throw new Error('theme missing');
    }
    await stagedStart(mount(), async () => ({ App, prepareApp: () => {} }));
    await waitFor(() => expect(root.querySelector('h1')).not.toBeNull());
    await expectStartFailure(/failed while starting \(theme missing\)/);
  });
});

import { act, fireEvent, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { Dialog } from './dialog';
import { dialogHoldsKeys, useHoldsKeys } from './dialog-keys';
import { isShortcut } from './recording/keys';
import { useElementMap } from './use-element-map';

/** What the page's shortcut check says of a key pressed with the focus on `target`. */
function shortcutOn(target: Element, key = 'j') {
  let taken: boolean | null = null;
  const listen = (e: KeyboardEvent) => (taken = isShortcut(e));
  document.addEventListener('keydown', listen);
  fireEvent.keyDown(target, { key });
  document.removeEventListener('keydown', listen);
  return taken;
}

function Holder({ opened }: { opened: boolean }) {
  useHoldsKeys(opened);
  return null;
}

describe('a dialog holds the keys while it is open', () => {
  it('counts each open dialog, and lets go when it closes or goes away', () => {
    const view = render(
      <>
        <Holder opened />
        <Holder opened={false} />
      </>,
    );
    expect(dialogHoldsKeys()).toBe(true);
    view.rerender(
      <>
        <Holder opened={false} />
        <Holder opened />
      </>,
    );
    expect(dialogHoldsKeys()).toBe(true);
    view.rerender(
      <>
        <Holder opened={false} />
        <Holder opened={false} />
      </>,
    );
    expect(dialogHoldsKeys()).toBe(false);
    view.rerender(<Holder opened />);
    expect(dialogHoldsKeys()).toBe(true);
    view.unmount();
    expect(dialogHoldsKeys()).toBe(false);
  });

  it('page shortcuts keep off while a dialog is open, wherever the focus is, and come back when it closes', () => {
    const page = renderWithProviders(<button type="button">On the page</button>);
    const onPage = page.getByRole('button', { name: 'On the page' });
    expect(shortcutOn(onPage)).toBe(true);

    const dialog = renderWithProviders(
      <Dialog opened onClose={() => {}} title="Cut clips">
        <button type="button">In the dialog</button>
      </Dialog>,
    );
    expect(shortcutOn(dialog.getByRole('button', { name: 'In the dialog' }))).toBe(false);
    // The focus left on the page (or on nothing) does not let a key through to the page either.
    expect(shortcutOn(onPage)).toBe(false);
    expect(shortcutOn(document.body)).toBe(false);

    dialog.rerender(
      <Dialog opened={false} onClose={() => {}} title="Cut clips">
        <button type="button">In the dialog</button>
      </Dialog>,
    );
    expect(shortcutOn(onPage)).toBe(true);
  });

  it('a confirmation holds the keys too', () => {
    const props = {
      name: 'Billing',
      what: 'call intent',
      onConfirm: () => {},
      onClose: () => {},
      pending: false,
      error: null,
    };
    const view = renderWithProviders(<ConfirmDeleteDialog opened {...props} />);
    expect(shortcutOn(document.body)).toBe(false);
    view.rerender(<ConfirmDeleteDialog opened={false} {...props} />);
    expect(shortcutOn(document.body)).toBe(true);
  });

  it('keys typed into a field or with a modifier are never shortcuts', () => {
    const view = render(<input aria-label="Find" />);
    expect(shortcutOn(view.getByRole('textbox', { name: 'Find' }))).toBe(false);
    let taken: boolean | null = null;
    const listen = (e: KeyboardEvent) => (taken = isShortcut(e));
    document.addEventListener('keydown', listen);
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    document.removeEventListener('keydown', listen);
    expect(taken).toBe(false);
  });
});

describe('useElementMap', () => {
  type Api = ReturnType<typeof useElementMap<number>>;
  function Rows({ ids, onApi }: { ids: number[]; onApi: (api: Api) => void }) {
    const api = useElementMap<number>();
    useLayoutEffect(() => {
      onApi(api);
    });
    return (
      <ul>
        {ids.map((id) => (
          <li key={id} ref={api.refFor(id)}>
            Row {id}
          </li>
        ))}
      </ul>
    );
  }

  it('finds a row by its key, forgets it when it goes, and keeps one ref per key', () => {
    let api: Api | null = null;
    const view = render(<Rows ids={[1, 2, 3]} onApi={(a) => (api = a)} />);
    const first = api as unknown as Api;
    expect(first.get(2)).toBe(view.getByText('Row 2'));
    expect(first.refFor(2)).toBe(first.refFor(2));
    act(() => view.rerender(<Rows ids={[1, 3]} onApi={(a) => (api = a)} />));
    const again = api as unknown as Api;
    expect(again.refFor).toBe(first.refFor);
    expect(again.get(2)).toBeNull();
    expect(again.get(3)).toBe(view.getByText('Row 3'));
    expect(again.get(9)).toBeNull();
  });
});

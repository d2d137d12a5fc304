import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DeferredBody, useFocusOnArrival } from './deferred-body';

function Form({ name }: { name: string }) {
  const focusOnArrival = useFocusOnArrival();
  return (
    <form aria-label="Form">
      <input aria-label="Label" ref={focusOnArrival} defaultValue={name} />
      <textarea aria-label="Description" />
    </form>
  );
}

describe('DeferredBody', () => {
  it('shows a placeholder first, then the body, whose chosen field takes the focus', async () => {
    renderWithProviders(
      <DeferredBody>
        <Form name="a" />
      </DeferredBody>,
    );
    const label = await screen.findByRole('textbox', { name: 'Label' });
    await waitFor(() => expect(label).toHaveFocus());
  });

  it('a form drawn again after the person moved on does not take the focus back', async () => {
    const view = renderWithProviders(
      <DeferredBody>
        <Form key="a" name="a" />
      </DeferredBody>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Label' })).toHaveFocus());
    screen.getByRole('textbox', { name: 'Description' }).focus();
    view.rerender(
      <DeferredBody>
        <Form key="b" name="b" />
      </DeferredBody>,
    );
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('b');
    expect(screen.getByRole('textbox', { name: 'Label' })).not.toHaveFocus();
  });

  it('outside a DeferredBody the field is left to the dialog', () => {
    renderWithProviders(<Form name="a" />);
    expect(screen.getByRole('textbox', { name: 'Label' })).not.toHaveFocus();
  });
});

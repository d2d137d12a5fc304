import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DeleteByIdForm } from './delete-by-id-form';
import { IdForm } from './id-form';

const MESSAGE = 'Enter a whole number above 0, such as 3';

describe('a form that takes a record’s id', { timeout: 20_000 }, () => {
  it('refuses a bad id in place, keeping what was typed, and hands on a good one', async () => {
    const user = userEvent.setup({ delay: null });
    const onId = vi.fn();
    renderWithProviders(
      <IdForm label="Call id" submitLabel="Open call" invalidMessage={MESSAGE} onId={onId} formLabel="Find a call" />,
    );
    const field = screen.getByRole('textbox', { name: 'Call id' });
    await user.type(field, '3a');
    await user.click(screen.getByRole('button', { name: 'Open call' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(field).toHaveProperty('value', '3a');
    expect(onId).not.toHaveBeenCalled();

    // The next key takes the message away; Enter submits.
    await user.type(field, '{Backspace}');
    expect(screen.queryByText(MESSAGE)).toBeNull();
    await user.type(field, ' {Enter}');
    await vi.waitFor(() => expect(onId).toHaveBeenCalledExactlyOnceWith(3));
    expect(field).toHaveProperty('value', '3 ');
  });

  it('refuses 0 and an empty field', async () => {
    const user = userEvent.setup({ delay: null });
    const onId = vi.fn();
    renderWithProviders(<IdForm label="Call id" submitLabel="Open call" invalidMessage={MESSAGE} onId={onId} />);
    await user.click(screen.getByRole('button', { name: 'Open call' }));
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Call id' }), '0{Enter}');
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(onId).not.toHaveBeenCalled();
  });

  it('Delete by ID names its form and field after the record', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn();
    renderWithProviders(<DeleteByIdForm what="field" onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Delete a field by ID' });
    await user.type(screen.getByRole('textbox', { name: 'Field ID' }), '12');
    await user.click(screen.getByRole('button', { name: 'Delete by ID' }));
    expect(form).toBeTruthy();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith(12));
  });
});

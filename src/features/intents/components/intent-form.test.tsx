import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INTENT_DESCRIPTION_MAX, INTENT_LABEL_MAX } from '../../../contract';
import { ApiError } from '../../../lib/api-error';
import { renderWithProviders } from '../../../test/render';
import { IntentForm } from './intent-form';

const empty = { label: '', description: '' };

function setup(props: Partial<Parameters<typeof IntentForm>[0]> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn(async () => {});
  const user = userEvent.setup();
  renderWithProviders(<IntentForm mode="create" defaultValues={empty} {...props} onSubmit={onSubmit} />);
  return { user, onSubmit };
}

const labelInput = () => screen.getByRole('textbox', { name: /^Label/ });
const descriptionInput = () => screen.getByRole('textbox', { name: /^Description/ });

describe('IntentForm', () => {
  it('explains that the description is what calls are matched against', () => {
    setup();
    expect(descriptionInput()).toHaveAccessibleDescription(/what the AI matches each call against/);
    expect(descriptionInput()).toHaveAccessibleDescription(
      /Specific descriptions .* classify calls reliably; vague ones .* do not/,
    );
  });

  it('requires a label (blank after trimming) and sends nothing', async () => {
    const { user, onSubmit } = setup();
    await user.type(labelInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Label is required')).toBeInTheDocument();
    expect(labelInput()).toHaveAttribute('aria-invalid', 'true');
    expect(labelInput()).toHaveAccessibleDescription(/Label is required/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts characters as guidance: text over the suggested length is sent, for the service to judge', async () => {
    const { user, onSubmit } = setup();
    await user.type(labelInput(), 'Billing');
    expect(screen.getByText(`7 / ${INTENT_LABEL_MAX} characters`)).toBeInTheDocument();
    await user.clear(labelInput());
    await user.click(labelInput());
    await user.paste('x'.repeat(INTENT_LABEL_MAX + 1));
    await user.click(descriptionInput());
    await user.paste('y'.repeat(1500));
    expect(screen.getByText(`${INTENT_LABEL_MAX + 1} / ${INTENT_LABEL_MAX} characters suggested`)).toBeInTheDocument();
    expect(screen.getByText(`1500 / ${INTENT_DESCRIPTION_MAX} characters suggested`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ label: 'x'.repeat(INTENT_LABEL_MAX + 1), description: 'y'.repeat(1500) }),
    );
    expect(descriptionInput()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a label of invisible characters only, and points out a label the agent already has', async () => {
    const { user, onSubmit } = setup({ existing: [{ id: 3, label: 'Billing question', description: '' }] });
    await user.click(labelInput());
    await user.paste('\u200B\u202E\u2066');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('The label has no visible characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(labelInput());
    await user.type(labelInput(), '  billing  Question');
    expect(screen.getByRole('status')).toHaveTextContent(
      'An intent labelled “Billing question” already exists for this agent (ID 3).',
    );
  });

  it('sends the label trimmed', async () => {
    const { user, onSubmit } = setup();
    await user.type(labelInput(), '  Billing question  ');
    await user.type(descriptionInput(), 'About a charge.');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ label: 'Billing question', description: 'About a charge.' }),
    );
  });

  it('puts validation items from the service under the field their loc names, the rest in the form', async () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      message: 'x',
      validation: [
        { loc: ['body', 'description'], msg: 'String should have at most 500 characters', type: 'string_too_long' },
        { loc: ['body', 'label'], msg: 'Label already used', type: 'value_error' },
        { loc: ['path', 'intent_id'], msg: 'Input should be a valid integer', type: 'int_parsing' },
      ],
    });
    const { user } = setup({ onSubmit: vi.fn(async () => Promise.reject(error)) });
    await user.type(labelInput(), 'Billing');
    await user.type(descriptionInput(), 'Long text');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('String should have at most 500 characters')).toBeInTheDocument();
    expect(descriptionInput()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionInput()).toHaveAccessibleDescription(/String should have at most 500 characters/);
    expect(labelInput()).toHaveAttribute('aria-invalid', 'true');
    expect(labelInput()).toHaveAccessibleDescription(/Label already used/);
    expect(screen.getByRole('alert')).toHaveTextContent('intent_id: Input should be a valid integer');
    // What was typed is still there.
    expect(labelInput()).toHaveValue('Billing');
    expect(descriptionInput()).toHaveValue('Long text');
  });

  it('shows the service text in the form and keeps the input when a save fails', async () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      detail: 'Call intent with ID 7 not found for agent 1',
      message: 'Call intent with ID 7 not found for agent 1',
    });
    const onSubmit = vi.fn(async () => Promise.reject(error));
    const user = userEvent.setup();
    renderWithProviders(
      <IntentForm
        mode="edit"
        defaultValues={{ label: 'Old', description: 'Old text' }}
        onSubmit={onSubmit}
        explainError={() => 'The list has been refreshed.'}
      />,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.clear(labelInput());
    await user.type(labelInput(), 'New label');
    await user.type(descriptionInput(), ' and more');
    await user.click(save);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Call intent with ID 7 not found for agent 1');
    expect(alert).toHaveTextContent('The list has been refreshed.');
    expect(labelInput()).toHaveValue('New label');
    expect(descriptionInput()).toHaveValue('Old text and more');
    // Still dirty: the user can try again.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { ProfileValues } from '../model/fields-model';
import { FieldsEditor } from './fields-editor';

// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

function Editor({ keys, reveal = null }: { keys: string[]; reveal?: { index: number } | null }) {
  const form = useForm<ProfileValues>({
    defaultValues: { name: 'P', fields: keys.map((key) => ({ key, value: 'v' })) },
  });
  const fieldArray = useFieldArray({ control: form.control, name: 'fields' });
  return (
    <FormProvider {...form}>
      <FieldsEditor fieldArray={fieldArray} serverErrors={new Map()} reveal={reveal} />
    </FormProvider>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

// The shared test machine is slow: each test clicks through a few renders of Mantine rows.
describe('where the keyboard goes after a row action', { timeout: 30_000 }, () => {
  it("a moved row's button keeps the focus; at the end of the list, Add field takes it", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Editor keys={['a', 'b', 'c']} />);
    await user.click(button('Move field 1 (a) down'));
    expect(button('Move field 2 (a) down')).toHaveFocus();
    await user.click(button('Move field 2 (a) up'));
    expect(button('Move field 1 (a) up')).toBeDisabled();
    expect(button('Add field')).toHaveFocus();
    await user.click(button('Move field 2 (b) down'));
    expect(button('Move field 3 (b) down')).toBeDisabled();
    expect(button('Add field')).toHaveFocus();
  });

  it("a removed row's button goes to the row now in its place, or the last row, or Add field", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Editor keys={['a', 'b', 'c']} />);
    await user.click(button('Remove field 2 (b)'));
    expect(button('Remove field 2 (c)')).toHaveFocus();
    await user.click(button('Remove field 2 (c)'));
    expect(button('Remove field 1 (a)')).toHaveFocus();
    await user.click(button('Remove field 1 (a)'));
    expect(button('Add field')).toHaveFocus();
  });

  it('a row to reveal has its key focused', () => {
    const view = renderWithProviders(<Editor keys={['a', 'b', 'c']} />);
    view.rerender(<Editor keys={['a', 'b', 'c']} reveal={{ index: 2 }} />);
    expect(screen.getByRole('textbox', { name: 'Key 3' })).toHaveFocus();
  });
});

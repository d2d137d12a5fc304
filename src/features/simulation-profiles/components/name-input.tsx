import { TextInput } from '@mantine/core';
import { useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { PROFILE_NAME_MAX } from '../../../contract';
import type { ProfileValues } from '../model/fields-model';

/** The profile's name, with its own subscription to its value and error (typing elsewhere does not render it). */
export function NameInput({
  control,
  register,
}: {
  control: Control<ProfileValues>;
  register: UseFormRegister<ProfileValues>;
}) {
  const name = useWatch({ control, name: 'name' });
  const { errors } = useFormState({ control, name: 'name' });
  const length = name.trim().length;
  return (
    <TextInput
      label="Name"
      withAsterisk
      autoComplete="off"
      error={errors.name?.message}
      maw={480}
      description={
        length > PROFILE_NAME_MAX
          ? `${length} characters: names up to ${PROFILE_NAME_MAX} read best in lists`
          : undefined
      }
      {...register('name')}
    />
  );
}

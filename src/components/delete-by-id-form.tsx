import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const idFormSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d+$/, 'Enter a whole number, such as 3')
    .refine((v) => Number(v) > 0 && Number.isSafeInteger(Number(v)), 'Enter a whole number above 0'),
});
type IdForm = z.infer<typeof idFormSchema>;

/**
 * Where the server has no list, a record can still be deleted by its id (the delete endpoints
 * are published). Submitting asks for confirmation first, like a row's Delete.
 */
export function DeleteByIdForm({ what, onSubmit }: { what: 'field' | 'rule'; onSubmit: (id: number) => void }) {
  const noun = what === 'field' ? 'Field' : 'Rule';
  const { register, handleSubmit, formState } = useForm<IdForm>({
    resolver: zodResolver(idFormSchema),
    defaultValues: { id: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((v) => onSubmit(Number(v.id)))} aria-label={`Delete a ${what} by ID`}>
      <Group align="flex-start" gap="sm" mt="sm">
        <TextInput
          label={`${noun} ID`}
          inputMode="numeric"
          autoComplete="off"
          error={formState.errors.id?.message}
          {...register('id')}
        />
        <Button type="submit" color="red" variant="light" mt={25}>
          Delete by ID
        </Button>
      </Group>
    </form>
  );
}

import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * The one look of a row's delete: it only asks (a dialog confirms), so it is light, not a
 * filled red. Named after the record ("Delete account_number").
 */
export function DeleteButton({
  name,
  ...props
}: { name: string } & ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'children'>) {
  return (
    <Button size="xs" variant="light" color="red" aria-label={`Delete ${name}`} {...props}>
      Delete
    </Button>
  );
}

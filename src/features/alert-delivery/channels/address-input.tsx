import { Button, TextInput, type TextInputProps } from '@mantine/core';
import { type Ref, useState } from 'react';

type Props = Omit<TextInputProps, 'type'> & {
  /** A stored address: hidden until asked for (it may carry a password or a token). */
  concealed: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A webhook's or Slack's address. A stored one is shown only on request ("Show address"); hidden,
 * it is a password field, still editable, and what is typed stays when it is shown.
 */
export function AddressInput({ concealed, ...props }: Props) {
  const [shown, setShown] = useState(!concealed);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      // Not a sign-in password: no password manager should fill or offer to keep it.
      autoComplete={shown ? 'off' : 'new-password'}
      spellCheck={false}
      rightSectionWidth={concealed ? 64 : undefined}
      rightSectionPointerEvents="all"
      rightSection={
        concealed ? (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={shown ? 'Hide address' : 'Show address'}
            onClick={() => setShown((s) => !s)}
          >
            {shown ? 'Hide' : 'Show'}
          </Button>
        ) : null
      }
    />
  );
}

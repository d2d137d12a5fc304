import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './clip-set-status';

describe('StatusBadge', () => {
  // The status is the service's text: one spelled as an object property is an unknown status.
  it.each([
    ['processing', 'Processing'],
    ['READY', 'Ready'],
    ['failed', 'Failed'],
  ])('shows the known status "%s" as the word %s', (status, word) => {
    render(
      <MantineProvider env="test">
        <StatusBadge status={status} />
      </MantineProvider>,
    );
    expect(screen.getByText(word)).toBeInTheDocument();
  });

  it.each(['in_review', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'shows the status "%s" as sent',
    (status) => {
      render(
        <MantineProvider env="test">
          <StatusBadge status={status} />
        </MantineProvider>,
      );
      expect(screen.getByText(status)).toBeInTheDocument();
    },
  );
});

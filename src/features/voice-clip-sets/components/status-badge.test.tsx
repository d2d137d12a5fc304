import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  // The status is the service's text: one spelled as an object property is an unknown status.
  it.each(['ready', 'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('shows the status "%s" as sent', (status) => {
    render(
      <MantineProvider env="test">
        <StatusBadge status={status} />
      </MantineProvider>,
    );
    expect(screen.getByText(status)).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuleOutput } from '../features/rules/components/rule-table';
import { parseFieldLines } from '../features/simulation-profiles/line-parse';
import { StatusBadge } from '../features/voice-clip-sets/components/status-badge';
import { ApiError } from './api-error';

/**
 * Keys that come from the service or a person are looked up in Maps (or checked with
 * Object.hasOwn): spelled as a property every object has, they are plain unknown keys.
 */
const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('lookups by a key from the service or a person', () => {
  it.each(NAMES)('validation items at "%s" are kept under that field', (name) => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      message: 'invalid',
      validation: [
        { loc: ['body', name], msg: 'first', type: 'value_error' },
        { loc: ['body', name], msg: 'second', type: 'value_error' },
        { loc: ['body', 'name'], msg: 'Name is required', type: 'missing' },
      ],
    });
    const fields = error.fieldErrors();
    expect(fields.get(name)).toEqual(['first', 'second']);
    expect(fields.get('name')).toEqual(['Name is required']);
    expect([...fields.keys()]).toEqual([name, 'name']);
  });

  it.each(NAMES)('a clip set status "%s" is shown as sent, in grey', (status) => {
    render(
      <MantineProvider env="test">
        <StatusBadge status={status} />
      </MantineProvider>,
    );
    expect(screen.getByText(status)).toBeInTheDocument();
  });

  it.each(NAMES)('a rule output "%s" is shown as sent', (output) => {
    render(
      <MantineProvider env="test">
        <RuleOutput output={output} />
      </MantineProvider>,
    );
    expect(screen.getByText(output)).toBeInTheDocument();
  });

  it('an escape in a pasted quoted value that is not one of the known ones stays as typed', () => {
    expect(parseFieldLines('A="x\\cy\\n"').pairs).toEqual([{ key: 'A', value: 'x\\cy\n', line: 1 }]);
  });
});

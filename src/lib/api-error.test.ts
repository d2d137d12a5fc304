import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';

describe('ApiError.fieldErrors', () => {
  // The field names are the service's: spelled as a property every object has, they are plain fields.
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'keeps validation items at "%s" under that field',
    (name) => {
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
    },
  );
});

import type { FieldErrors, Resolver } from 'react-hook-form';
import { INVISIBLE_NAME_MESSAGE, isBlankName } from '../../../lib/text';
import { findRowProblems, nameTakenMessage, type ProfileValues } from './fields-model';

/**
 * The form's checks in one pass over the rows (a zod array schema re-parses every row object
 * on each keystroke, which a profile of thousands of keys feels). The name must show something,
 * and not be one of the agent's other profile names (`taken`, when the list is known). Length
 * is not checked: the contract states no limit (the counter is guidance).
 */
export function profileResolver(taken: ReadonlySet<string>): Resolver<ProfileValues> {
  return (values) => {
    const errors: FieldErrors<ProfileValues> = {};
    const name = values.name.trim();
    if (name === '') errors.name = { type: 'required', message: 'Name is required' };
    else if (isBlankName(name)) errors.name = { type: 'visible', message: INVISIBLE_NAME_MESSAGE };
    else if (taken.has(name)) errors.name = { type: 'taken', message: nameTakenMessage(name) };
    const rowErrors: { key: { type: string; message: string } }[] = [];
    findRowProblems(values.fields).forEach((p, i) => {
      if (p) rowErrors[i] = { key: { type: p.kind, message: p.message } };
    });
    if (rowErrors.length > 0) errors.fields = rowErrors as FieldErrors<ProfileValues>['fields'];
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

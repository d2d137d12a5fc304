import { IdForm } from './id-form';

/**
 * Where the server has no list, a record can still be deleted by its id (the delete endpoints
 * are published). Submitting asks for confirmation first, like a row's Delete. `what` names the
 * record as the page does ("field" gives "Field ID" and "Delete a field by ID").
 */
export function DeleteByIdForm({ what, onSubmit }: { what: string; onSubmit: (id: number) => void }) {
  return (
    <IdForm
      label={`${what.charAt(0).toUpperCase()}${what.slice(1)} ID`}
      submitLabel="Delete by ID"
      invalidMessage="Enter a whole number above 0, such as 3"
      onId={onSubmit}
      danger
      formLabel={`Delete a ${what} by ID`}
    />
  );
}

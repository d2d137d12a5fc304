import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { sameValues, type ProfileValues } from '../model/fields-model';
import type { useProfileDraft } from './use-profile-draft';

/**
 * Whether the form's values differ from what the service has (`changed`), kept as the person
 * types, and the draft kept with them. Typing does not render the form (in a profile of 5,000
 * keys that is the difference between a keystroke that keeps up and one that does not): a
 * subscription to the values says when the form becomes changed or unchanged.
 */
export function useProfileChanges(
  form: UseFormReturn<ProfileValues>,
  draft: ReturnType<typeof useProfileDraft>,
  initial: ProfileValues,
) {
  const { subscribe, getValues } = form;
  const savedRef = useRef(initial);
  const [changed, setChanged] = useState(false);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          setChanged(!sameValues(values, savedRef.current));
          draft.update(values, savedRef.current);
        },
      }),
    [subscribe, draft],
  );
  /** What the service has is now `v`: call before putting new values in the form. */
  const setSaved = (v: ProfileValues) => {
    savedRef.current = v;
    setChanged(!sameValues(getValues(), v));
  };
  return { changed, setSaved };
}

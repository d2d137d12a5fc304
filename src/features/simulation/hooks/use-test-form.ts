import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SimulationTest, SimulationTestBody } from '../../../contract';
import { useLeaveGuard } from '../../../components/use-leave-guard';
import { notifySuccess } from '../../../lib/notify';
import { bodyOf, placeFailure, testFormSchema, valuesOfTest, type TestFormValues } from '../model/test-form-values';

/** A refused save that names no field of the form: the service's answer, and items for other places. */
export type TestFormFailure = { error: unknown; items: string[] };

export type TestFormOptions = {
  initial: TestFormValues;
  submitLabel: 'Create' | 'Save';
  save: (body: SimulationTestBody) => Promise<SimulationTest>;
  /** After a save, once the form holds the saved test (so leaving is not questioned). */
  onSaved?: (t: SimulationTest) => void;
};

/**
 * The test form's values (react-hook-form through the contract's schema), saving, and where a
 * refusal goes: the service's text under the field it concerns, anything else above the buttons.
 * The values stay as typed after any failure; leaving with unsaved changes asks first.
 */
export function useTestForm({ initial, submitLabel, save, onSaved }: TestFormOptions) {
  const form = useForm<TestFormValues>({
    resolver: zodResolver(testFormSchema),
    defaultValues: initial,
  });
  const { setError, reset, formState } = form;
  const [failure, setFailure] = useState<TestFormFailure | null>(null);
  const changed = formState.isDirty;
  const guard = useLeaveGuard(changed, 'simulation test');
  const [saved, setSaved] = useState<SimulationTest | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let test: SimulationTest;
    try {
      test = await save(bodyOf(values));
    } catch (error) {
      const { fields, rest } = placeFailure(error, values);
      fields.forEach(([field, message], i) => setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
      if (fields.length === 0 || rest.length > 0) setFailure({ error, items: rest });
      return;
    }
    guard.release();
    notifySuccess(`${submitLabel === 'Create' ? 'Created' : 'Saved'} ${test.name ?? `test ${test.id}`}`);
    reset(valuesOfTest(test));
    setSaved(test);
  });

  // Navigate only in the render after the reset, where nothing unsaved is left to guard.
  const announced = useRef<SimulationTest | null>(null);
  useEffect(() => {
    if (!saved || changed || announced.current === saved) return;
    announced.current = saved;
    onSaved?.(saved);
  }, [saved, changed, onSaved]);

  const revert = () => {
    reset();
    setFailure(null);
  };

  return { form, submit, failure, changed, guard, revert };
}

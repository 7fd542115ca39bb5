import { useEffect, useRef } from 'react';
import type { UseFormReturnType } from '@mantine/form';

/**
 * Keeps a form that edits stored data on that data's latest values for as long as the learner
 * has not changed it. A screen opens with the data last seen and the fresh values follow a
 * moment later (docs/offline.md, "The query cache"), or another device saves meanwhile; a
 * form seeded once would keep, and save back, the older values. Once the learner has changed
 * a field, their values stay.
 */
export function useFormFollowing<Values extends object, Transformed, Rules>(
  form: UseFormReturnType<Values, Transformed, Rules>,
  values: Values,
): void {
  const seed = JSON.stringify(values);
  const followed = useRef(seed);
  useEffect(() => {
    if (seed === followed.current) return;
    followed.current = seed;
    if (form.isDirty()) return;
    const latest = JSON.parse(seed) as Values;
    form.setInitialValues(latest);
    form.setValues(latest);
  }, [seed, form]);
}

/**
 * `form.onSubmit`'s second argument, run when validation fails: the focus goes to the first
 * field in error. A screen reader then reads the field with its message (aria-describedby), and
 * nothing else would tell it the submit was refused; a keyboard is where the fix is due. The
 * errors are drawn by the next render, hence the wait for a frame. The form is the submit
 * event's target, which unlike its currentTarget outlives an asynchronous validation.
 */
export function focusFirstInvalid(
  _errors: unknown,
  _values: unknown,
  event?: { target: EventTarget | null },
): void {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return;
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

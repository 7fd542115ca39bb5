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
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus();
    // The focus's own scrolling stops at the window's edge when the field was partly in view,
    // under a phone's sticky top bar, which then covers the field, its label and its message:
    // a field with something else drawn over its top edge is centred.
    const { top, left, width } = field.getBoundingClientRect();
    const atTop = document.elementFromPoint(left + width / 2, top + 1);
    if (atTop && !field.contains(atTop)) field.scrollIntoView({ block: 'center' });
  });
}

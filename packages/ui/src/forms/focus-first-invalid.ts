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
  // A refusal from the server is drawn once its request settles, which on a busy phone can be
  // frames later: a field not yet in error is looked for again, a few frames at most.
  let framesLeft = 10;
  const focusWhenDrawn = () => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      if (framesLeft-- > 0) requestAnimationFrame(focusWhenDrawn);
      return;
    }
    field.focus();
    // The focus's own scrolling stops at the window's edge when the field was partly in view,
    // under a phone's sticky top bar, which then covers the field, its label and its message:
    // a field with something else drawn over its top edge is centred.
    const { top, left, width } = field.getBoundingClientRect();
    const atTop = document.elementFromPoint(left + width / 2, top + 1);
    if (atTop && !field.contains(atTop)) field.scrollIntoView({ block: 'center' });
  };
  requestAnimationFrame(focusWhenDrawn);
}

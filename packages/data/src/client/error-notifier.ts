/** Shows a failure to the user; the host sets it to its toast (this package draws nothing). */
type ErrorNotifier = (message: string) => void;

let notifier: ErrorNotifier = (message) => console.error(message);

/** The shell (and a remote's standalone page) hand over their error toast at start-up. */
export function setErrorNotifier(next: ErrorNotifier): void {
  notifier = next;
}

export function notifyError(message: string): void {
  notifier(message);
}

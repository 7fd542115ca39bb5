import classes from './route-loading.module.css';

/** Shown while the first route's code or data is loading; plain CSS, so it costs no Mantine. */
export function RouteLoading() {
  return (
    <div className={classes.page} role="status" aria-live="polite">
      <span className={classes.spinner} aria-hidden="true" />
      <span className={classes.label}>Loading</span>
    </div>
  );
}

import classes from './offline-loading.module.css';

/** A page still loading without a network: it waits for the network, and says so. */
export default function OfflineLoading() {
  return (
    <div className={classes.offline}>
      <p className={classes.title}>You are offline</p>
      <p>This page needs the network to load. It opens by itself when you are back online.</p>
    </div>
  );
}

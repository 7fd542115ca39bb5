export { RelativeTime, type RelativeTimeProps } from './RelativeTime.tsx';

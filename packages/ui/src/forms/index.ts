export { useFormFollowing } from './use-form-following.ts';

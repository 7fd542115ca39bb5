export { UsernameInput } from './UsernameInput.tsx';

export { FormErrorAlert } from './FormErrorAlert.tsx';

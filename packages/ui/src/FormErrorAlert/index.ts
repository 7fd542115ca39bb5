export { FormErrorAlert } from './FormErrorAlert.tsx';
export { useFormError, type FormProblem } from './use-form-error.ts';

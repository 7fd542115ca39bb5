export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel.tsx';
export { describeError, UNKNOWN_ERROR_TEXT, type ErrorDescription } from './describe-error.ts';

export { ErrorPanel, UNKNOWN_ERROR_TEXT, type ErrorPanelProps } from './ErrorPanel.tsx';
export { describeError, type ErrorDescription } from './describe-error.ts';

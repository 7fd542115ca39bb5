export { MantineScope, type MantineScopeProps } from './MantineScope.tsx';

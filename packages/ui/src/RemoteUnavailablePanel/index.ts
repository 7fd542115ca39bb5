export {
  RemoteUnavailablePanel,
  type RemoteUnavailablePanelProps,
} from './RemoteUnavailablePanel.tsx';

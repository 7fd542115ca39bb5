export { PageFrame, type PageFrameProps } from './PageFrame.tsx';

export { PhrasebookLogo, PhrasebookMark, type PhrasebookLogoProps } from './PhrasebookLogo.tsx';

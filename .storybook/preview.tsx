// The preview lives in packages/ui so its imports resolve against that package's dependencies.
export { default } from '../packages/ui/storybook/preview.tsx';

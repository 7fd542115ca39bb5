// The preview lives in packages/ui so its imports resolve against that package's dependencies.
export { default } from '../packages/ui/storybook/preview.tsx';

// The sidebar's order, here because Storybook reads it from this file's text when it builds
// the index, and does not follow the export above. Without it the sidebar follows the folders'
// alphabet and puts Foundations between Progress and Voice.
export const parameters = {
  options: {
    storySort: {
      order: [
        'Foundations',
        'Brand',
        'Layout',
        'Forms',
        'Feedback',
        'Data display',
        'Overlays',
        'Notifications',
        'Progress',
        'Voice',
        'Signed-out pages',
      ],
    },
  },
};

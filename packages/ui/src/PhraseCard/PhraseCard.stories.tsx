import type { Meta, StoryObj } from '../../storybook/types.ts';
import { CardStatusControl } from '../CardStatusControl/CardStatusControl.tsx';
import { PhraseCard } from './PhraseCard.tsx';

const meta = {
  title: 'Data display/PhraseCard',
  component: PhraseCard,
  args: {
    phrase: 'La cuenta, por favor.',
    lang: 'spa',
    translations: [
      { lang: 'eng', text: 'The check, please.' },
      { lang: 'fra', text: "L'addition, s'il vous plaît." },
    ],
    tags: ['food', 'restaurant'],
  },
} satisfies Meta<typeof PhraseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTranslationsAndTags: Story = {};
export const InMyDeck: Story = {
  args: {
    actions: <CardStatusControl status="active" phraseText="La cuenta" onChange={() => {}} />,
  },
};
export const NotInMyDeck: Story = {
  args: { actions: <CardStatusControl status={null} phraseText="La cuenta" onChange={() => {}} /> },
};
export const Untranslated: Story = { args: { translations: [], tags: [] } };

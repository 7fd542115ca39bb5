import { PageFrame } from '@phrasebook/ui';

/** /learn/add-deck (search: lang): start a deck in a new language. */
export default function AddDeckPage() {
  return <PageFrame title="Start a new deck" />;
}

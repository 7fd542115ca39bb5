/** /learn/:lang: the deck's own screen, under the deck's title. */
export default function DeckHomePage() {
  return null;
}

import { useEffect, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router';

const APP_NAME = 'Phrasebook';

/** What a tab, a bookmark and the history list call a page: its heading, then the app. */
export function titleOf(heading: string | null): string {
  return heading ? `${heading} · ${APP_NAME}` : APP_NAME;
}

// Read by screen readers, drawn nowhere (no stylesheet: the lean screens load none).
const unseen: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * Names the document after the page's h1, whichever app drew it, as the h1 appears or changes.
 * After a navigation it also says that heading in a live region: the focus stays on the link
 * that was followed, and nothing else tells a screen reader that the page changed
 * (docs/product.md §2, "Every page").
 */
export function PageTitle() {
  const { pathname, key } = useLocation();
  const [said, setSaid] = useState({ heading: '', count: 0 });
  // The page the document loaded is the router's 'default' location, and is read out as it
  // loads. Any other was reached by navigating, Back to the first included; this component may
  // load after that navigation (app-root.tsx), so it asks the location rather than counting.
  const [navigated, setNavigated] = useState(false);
  if (key !== 'default' && !navigated) setNavigated(true);

  useEffect(() => {
    let toSay = navigated;
    let frame = 0;
    const follow = () => {
      frame = 0;
      const heading = document.querySelector('h1')?.textContent?.trim() || null;
      const title = titleOf(heading);
      if (document.title !== title) document.title = title;
      if (toSay && heading) {
        toSay = false;
        setSaid((before) => ({ heading, count: before.count + 1 }));
      }
    };
    follow();
    // A remote's screen may draw its heading once its data has come. A busy page (a chat)
    // changes often: its changes are looked at once a frame.
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(follow);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [pathname, navigated]);

  return (
    <div aria-live="polite" aria-atomic="true" style={unseen} data-testid="page-announcer">
      {/* A new node each time: the same heading twice running is said twice. */}
      {said.heading ? <span key={said.count}>{said.heading}</span> : null}
    </div>
  );
}

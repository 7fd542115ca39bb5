import { Link } from 'react-router';
import { linkClassName } from '@phrasebook/ui/lean';
import { PublicContainer } from './public-container.tsx';
import classes from './public-page.module.css';

/** Bottom links every public page carries: the policies and the component catalogue. */
export function PublicFooter() {
  return (
    <footer className={classes.footer}>
      <PublicContainer>
        <div className={classes.footerRow}>
          <p className={classes.footerText}>
            Phrasebook: learn languages with the people who speak them.
          </p>
          <nav className={classes.footerNav} aria-label="Site">
            <Link to="/privacy-policy" className={linkClassName}>
              Privacy policy
            </Link>
            <Link to="/request-removal" className={linkClassName}>
              Request data removal
            </Link>
            {/* Storybook is a static site beside the app, so a full page load, not a router link. */}
            <a href="/components/" className={linkClassName}>
              Component catalogue
            </a>
          </nav>
        </div>
      </PublicContainer>
    </footer>
  );
}

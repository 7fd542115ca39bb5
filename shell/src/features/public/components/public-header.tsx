import { Link } from 'react-router';
import { buttonLook, ButtonContent, ColorSchemeSwitch, Logo } from '@phrasebook/ui/lean';
import { PublicContainer } from './public-container.tsx';
import classes from './public-page.module.css';

/** Top bar of the signed-out pages: home link, theme switch, log in and sign up. */
export function PublicHeader() {
  return (
    <header className={classes.header}>
      <PublicContainer>
        <div className={classes.headerRow}>
          <Link to="/" className={classes.home} aria-label="Phrasebook home">
            <Logo size={30} />
          </Link>
          <div className={classes.actions}>
            <ColorSchemeSwitch />
            <Link to="/login" {...buttonLook({ variant: 'subtle', className: classes.logIn })}>
              <ButtonContent>Log in</ButtonContent>
            </Link>
            <Link to="/signup" {...buttonLook()}>
              <ButtonContent>Sign up</ButtonContent>
            </Link>
          </div>
        </div>
      </PublicContainer>
    </header>
  );
}

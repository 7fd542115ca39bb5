import { Link } from 'react-router';
import { buttonLook, ButtonContent, linkClassName } from '@phrasebook/ui/lean';
import { PublicContainer } from '../public-container.tsx';
import classes from './landing.module.css';

const steps = [
  'Create an account and tell us which languages you already know.',
  'Start a deck for the language you are learning and add your first phrases.',
  'Review each day; invite a friend who speaks the language to help.',
];

/** How to get going, and a last call to action. */
export function LandingSteps() {
  return (
    <PublicContainer size="sm" className={classes.section}>
      <div className={`${classes.paper} ${classes.steps}`}>
        <div className={classes.stack}>
          <h2 className={classes.title2}>Get started in three steps</h2>
          <ol className={classes.stepList}>
            {steps.map((step, index) => (
              <li key={step} className={classes.step}>
                <div className={classes.stepRow}>
                  <span className={`${classes.themeIcon} ${classes.stepNumber}`} aria-hidden>
                    {index + 1}
                  </span>
                  <p className={classes.stepText}>{step}</p>
                </div>
              </li>
            ))}
          </ol>
          <Link to="/signup" {...buttonLook({ size: 'md', className: classes.stepsCta })}>
            <ButtonContent>Create your account</ButtonContent>
          </Link>
          <p className={`${classes.text} ${classes.small} ${classes.dimmed}`}>
            Already learning?{' '}
            <Link to="/login" className={linkClassName}>
              Log in
            </Link>
          </p>
        </div>
      </div>
    </PublicContainer>
  );
}

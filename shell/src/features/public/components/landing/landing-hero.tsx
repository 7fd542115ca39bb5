import { Link } from 'react-router';
import { IconArrowRight } from '@tabler/icons-react';
import { buttonLook, ButtonContent } from '@phrasebook/ui/lean';
import { PublicContainer } from '../public-container.tsx';
import { SampleCard } from './sample-card.tsx';
import classes from './landing.module.css';

const arrow = <IconArrowRight size={18} aria-hidden />;

/** Opening section: what Phrasebook is, and the two ways in. */
export function LandingHero() {
  return (
    <PublicContainer className={classes.hero}>
      <div className={classes.heroGrid}>
        <div className={classes.stack}>
          <span className={classes.badge} data-size="lg">
            Spaced repetition, with friends
          </span>
          <h1 className={classes.heroTitle}>
            Learn the phrases you will <span className={classes.gradient}>actually say</span>
          </h1>
          <p className={classes.lead}>
            Phrasebook keeps one flashcard deck for each language you are learning. Review a few
            cards a day, timed so you see each phrase just before you would forget it, and ask
            friends who speak the language to recommend the phrases that matter.
          </p>
          <div className={classes.actions}>
            <Link to="/signup" {...buttonLook({ size: 'md', rightSection: arrow })}>
              <ButtonContent rightSection={arrow}>Sign up for free</ButtonContent>
            </Link>
            <Link to="/login" {...buttonLook({ size: 'md', variant: 'default' })}>
              <ButtonContent>Log in</ButtonContent>
            </Link>
          </div>
        </div>
        <SampleCard />
      </div>
    </PublicContainer>
  );
}

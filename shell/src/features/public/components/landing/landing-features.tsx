import { IconCards, IconMessageCircle, IconRepeat, type Icon } from '@tabler/icons-react';
import { PublicContainer } from '../public-container.tsx';
import classes from './landing.module.css';

interface Feature {
  title: string;
  text: string;
  icon: Icon;
  color: 'pink' | 'violet' | 'teal';
}

const features: Feature[] = [
  {
    title: 'One deck per language',
    text: 'Add phrases with their translations, or pick them from the shared library. Set a daily goal and a reason (visiting, family, moving) for each deck.',
    icon: IconCards,
    color: 'pink',
  },
  {
    title: 'Reviews that fit your memory',
    text: 'A spaced-repetition schedule brings each card back when you are about to forget it, so fifteen minutes a day goes a long way.',
    icon: IconRepeat,
    color: 'violet',
  },
  {
    title: 'Friends who speak it',
    text: 'Chat with friends, send them phrases you think they will need, and ask for cards on the topics you want to talk about.',
    icon: IconMessageCircle,
    color: 'teal',
  },
];

/** What the product does, in three short cards. */
export function LandingFeatures() {
  return (
    <PublicContainer className={classes.section}>
      <div className={classes.features}>
        <h2 className={`${classes.title2} ${classes.centered}`}>
          Everything you need to keep a language alive
        </h2>
        <div className={classes.featureGrid}>
          {features.map(({ title, text, icon: FeatureIcon, color }) => (
            <div key={title} className={`${classes.paper} ${classes.feature}`}>
              <span
                className={classes.themeIcon}
                data-color={color}
                style={{ width: 44, height: 44 }}
              >
                <FeatureIcon aria-hidden />
              </span>
              <h3 className={classes.featureTitle}>{title}</h3>
              <p className={classes.featureText}>{text}</p>
            </div>
          ))}
        </div>
      </div>
    </PublicContainer>
  );
}

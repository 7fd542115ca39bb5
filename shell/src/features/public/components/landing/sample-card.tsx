import classes from './landing.module.css';

const ratings = [
  { label: 'Again', color: 'red' },
  { label: 'Hard', color: 'orange' },
  { label: 'Good', color: 'teal' },
  { label: 'Easy', color: 'blue' },
] as const;

/**
 * A still picture of a review card in the theme's colours. It is an illustration: its
 * "buttons" are plain boxes, and the whole card is hidden from assistive technology.
 */
export function SampleCard() {
  return (
    <div className={`${classes.paper} ${classes.sample}`} aria-hidden>
      <div className={classes.stack}>
        <div className={classes.sampleTop}>
          <span className={classes.badge} data-color="pink">
            Portuguese deck
          </span>
          <p className={`${classes.text} ${classes.small} ${classes.dimmed}`}>7 of 15 today</p>
        </div>
        <div className={classes.progress}>
          <div className={classes.progressBar} />
        </div>
        <div className={classes.samplePhrase}>
          <p className={classes.samplePrompt}>Onde fica a estação?</p>
          <p className={`${classes.text} ${classes.dimmed}`}>Where is the station?</p>
        </div>
        <div className={classes.ratings}>
          {ratings.map(({ label, color }) => (
            <span key={label} className={classes.rating} data-color={color}>
              {label}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import classes from './policy.module.css';

/** One titled section of a policy page; its id makes it linkable. */
export function PolicySection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={classes.section} aria-labelledby={`${id}-title`}>
      <h2 className={classes.sectionTitle} id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

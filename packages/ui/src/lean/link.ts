import classes from './link.module.css';
import './theme.ts';

/**
 * Class for links that look like the theme's Anchor (anchor colour, always underlined). Pass
 * it to the router's Link, which the kit cannot import: `<Link className={linkClassName}>`.
 */
export const linkClassName: string = classes.link ?? '';

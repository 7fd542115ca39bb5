/** Production builds trim shared packages and shorten class names; dev servers do neither. */
export const isProduction = process.env.NODE_ENV === 'production';

/**
 * CSS Modules class names in production: a bare hash, so the class maps every screen's
 * JavaScript carries stay short (Rsbuild's default puts each local name in front). Dev
 * servers keep the readable default.
 */
export const cssModules = isProduction ? { localIdentName: '[hash:base64:6]' } : {};

/**
 * Output file names carry 8 hex digits of content hash (Rsbuild's default is 10). Each app's
 * start-up code holds the name of every chunk it may load, so the shorter names make every
 * page lighter (about 100 bytes gzip on the shell's signed-out pages), and 4 billion values
 * per chunk name are as safe for caching.
 */
export const filenameHash = 'contenthash:8';

/** Production builds trim shared packages and shorten class names; dev servers do neither. */
export const isProduction = process.env.NODE_ENV === 'production';

/**
 * CSS Modules class names in production: a bare hash, so the class maps every screen's
 * JavaScript carries stay short (Rsbuild's default puts each local name in front). Dev
 * servers keep the readable default.
 */
export const cssModules = isProduction ? { localIdentName: '[hash:base64:6]' } : {};

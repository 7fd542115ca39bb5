/**
 * OKLCH → sRGB hex, so deck themes (defined as OKLCH hues in @phrasebook/domain) become the
 * hex palettes Mantine's colour functions understand. Colours outside sRGB are brought in by
 * lowering chroma, which keeps their lightness and hue.
 */
function oklabToLinearSrgb(l: number, a: number, b: number): [number, number, number] {
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
}

function gammaEncode(channel: number): number {
  return channel <= 0.0031308 ? 12.92 * channel : 1.055 * channel ** (1 / 2.4) - 0.055;
}

function inGamut(rgb: readonly number[]): boolean {
  return rgb.every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4);
}

/** `lightness` 0–1, `chroma` ≥ 0 (about 0–0.37), `hue` in degrees. */
export function oklchToHex(lightness: number, chroma: number, hue: number): string {
  const radians = (hue * Math.PI) / 180;
  let c = chroma;
  let rgb = oklabToLinearSrgb(lightness, c * Math.cos(radians), c * Math.sin(radians));
  while (!inGamut(rgb) && c > 0) {
    c = Math.max(0, c - 0.005);
    rgb = oklabToLinearSrgb(lightness, c * Math.cos(radians), c * Math.sin(radians));
  }
  return `#${rgb
    .map((channel) => Math.round(Math.min(1, Math.max(0, gammaEncode(channel))) * 255))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

import { describe, expect, it } from 'vitest';
import { foldAccents } from './fold-accents.ts';

describe('foldAccents', () => {
  it('drops Spanish accents and the tilde', () => {
    expect(foldAccents('¿Dónde está el baño?')).toBe('¿Donde esta el bano?');
  });

  it('drops Greek, Cyrillic, Arabic and Hebrew marks', () => {
    expect(foldAccents('Ёлка καλημέρα')).toBe('Елка καλημερα');
    expect(foldAccents('شُكْرًا')).toBe('شكرا');
    expect(foldAccents('שָׁלוֹם')).toBe('שלום');
  });

  it('keeps Tamil and Hindi vowel signs and viramas', () => {
    expect(foldAccents('விலை')).toBe('விலை');
    expect(foldAccents('எனக்குப் புரியவில்லை')).toBe('எனக்குப் புரியவில்லை');
    expect(foldAccents('काम कमरा हिंदी')).toBe('काम कमरा हिंदी');
  });

  it('keeps kana voiced marks on the letter, as one character', () => {
    expect(foldAccents('かぎ')).toBe('かぎ');
    expect(foldAccents('か\u3099')).toBe('が');
    expect(foldAccents('ｶﾞｯｺｳ')).toBe('ガッコウ');
  });
});

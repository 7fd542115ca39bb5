import { describe, expect, it } from 'vitest';
import { compareAnswer } from './compare-answer.ts';

describe('compareAnswer', () => {
  it('ignores case, accents and punctuation', () => {
    const result = compareAnswer('¿Qué tal, señor?', 'que TAL senor');
    expect(result).toEqual({
      words: [
        { text: '¿Qué', status: 'right' },
        { text: 'tal,', status: 'right' },
        { text: 'señor?', status: 'right' },
      ],
      right: 3,
      total: 3,
    });
  });

  it('marks the phrase’s words the learner missed and the words they added, in place', () => {
    const result = compareAnswer('Buenos días a todos', 'buenos noches todos');
    expect(result.words).toEqual([
      { text: 'Buenos', status: 'right' },
      { text: 'días', status: 'missed' },
      { text: 'a', status: 'missed' },
      { text: 'noches', status: 'extra' },
      { text: 'todos', status: 'right' },
    ]);
    expect(result).toMatchObject({ right: 2, total: 4 });
  });

  it('counts nothing right for an empty answer', () => {
    expect(compareAnswer('Hola', '  ')).toEqual({
      words: [{ text: 'Hola', status: 'missed' }],
      right: 0,
      total: 1,
    });
  });

  it('splits scripts written without spaces into words, keeping their punctuation', () => {
    const result = compareAnswer('すみません、駅はどこですか？', 'すみません 駅はどこ');
    expect(result.words).toEqual([
      { text: 'すみません、', status: 'right' },
      { text: '駅', status: 'right' },
      { text: 'は', status: 'right' },
      { text: 'どこ', status: 'right' },
      { text: 'です', status: 'missed' },
      { text: 'か？', status: 'missed' },
    ]);
    expect(result).toMatchObject({ right: 4, total: 6 });
  });

  it('keeps the marks that make a different letter outside Latin, Greek and Cyrillic', () => {
    expect(compareAnswer('かぎ', 'かき')).toMatchObject({ right: 0, total: 1 });
    expect(compareAnswer('காலை', 'கலை')).toMatchObject({ right: 0, total: 1 });
    expect(compareAnswer('Ёлка ÉTÉ', 'елка ete')).toMatchObject({ right: 2, total: 2 });
    // Arabic's and Hebrew's vowel marks are left out in everyday writing: like accents.
    expect(compareAnswer('شُكْرًا', 'شكرا')).toMatchObject({ right: 1, total: 1 });
    expect(compareAnswer('שָׁלוֹם', 'שלום')).toMatchObject({ right: 1, total: 1 });
  });
});

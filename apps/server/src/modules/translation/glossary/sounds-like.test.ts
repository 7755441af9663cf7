import { describe, expect, it } from 'vitest';
import { glossTitle } from './glossary-translator';
import { isSameName } from './sounds-like';
import { testGlossary } from './test-glossary';

describe('a name the seller wrote in katakana and in Latin letters (decision 117)', () => {
  it('matches a katakana name to the Latin words that spell it', () => {
    expect(isSameName('ナンバーナイン', ['NUMBER', 'NINE'])).toBe(true);
    expect(isSameName('トルネードマート', ['TORNADO', 'MART'])).toBe(true);
    expect(isSameName('ボーズオブカナダ', ['Boards', 'Of', 'Canada'])).toBe(true);
    expect(isSameName('ジム・オルーク'.replace('・', ''), ['Jim', "O'Rourke"])).toBe(true);
    // Decision 119: ch before r or l is k, and n before a labial is heard m, as katakana writes them.
    expect(isSameName('キャロルクリスチャンポエル', ['CAROL', 'CHRISTIAN', 'POELL'])).toBe(true);
    expect(isSameName('クリストフル', ['Christofle'])).toBe(true);
    expect(isSameName('クリスチャンディオール', ['Christian', 'Dior'])).toBe(true);
  });

  it('never matches a code, an initial, a short name or a different name', () => {
    expect(isSameName('カーアクセサリー', ['XJL'])).toBe(false); // a code: no vowel
    expect(isSameName('カーアクセサリー', ['XEL'])).toBe(false); // the same consonants, far fewer sounds
    expect(isSameName('ナンバーナイン', ['NUMBER', 'N'])).toBe(false); // an initial
    expect(isSameName('ナイキ', ['Nike'])).toBe(false); // two consonants: too short to tell
    expect(isSameName('トルネードマート', ['TORNADO'])).toBe(false); // half the name
    expect(isSameName('クロスレート', ['XRATED'])).toBe(false);
  });

  it('reads the katakana once, as the Latin name beside it; alone it stays as written', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('NUMBER NINE ナンバーナイン Tシャツ')).toBe('NUMBER · NINE · T恤');
    expect(gloss('ナンバーナイン Tシャツ')).toBe('「ナンバーナイン」 · T恤');
    expect(gloss('XJL カーアクセサリー')).toBe('XJL · 汽车配件'); // the word, not the code's twin
  });
});

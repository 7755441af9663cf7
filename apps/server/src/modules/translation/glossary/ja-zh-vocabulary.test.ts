import { describe, expect, it } from 'vitest';
import { normalizeKeyword } from './dictionary';
import { glossTitle } from './glossary-translator';
import { JA_ZH_VOCABULARY } from './ja-zh-vocabulary';
import { testGlossary } from './test-glossary';

const key = (ja: string) => normalizeKeyword(ja).toLowerCase();

describe('the hand vocabulary', () => {
  it('lists each Japanese word once: a second entry silently wins over the first', () => {
    const seen = new Set<string>();
    const twice = JA_ZH_VOCABULARY.map(([ja]) => key(ja)).filter((k) => seen.has(k) || !seen.add(k));
    expect(twice).toEqual([]);
  });

  it('reads デッキ as a card deck, and the audio and video decks by their whole names', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('ポケモンカード デッキ')).toBe('宝可梦卡 · 卡组'); // was 卡座, the audio sense written second
    expect(gloss('デッキケース')).toBe('卡组 · 盒');
    expect(gloss('ビデオデッキ ジャンク')).toBe('录像机 · 故障品');
    expect(gloss('MDデッキ')).toBe('MD卡座');
    expect(gloss('カセットデッキ')).toBe('卡带机');
  });
});

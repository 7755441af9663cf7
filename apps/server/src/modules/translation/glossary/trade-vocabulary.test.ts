import { describe, expect, it } from 'vitest';
import { normalizeKeyword } from './dictionary';
import { glossTitle } from './glossary-translator';
import { JA_ZH_VOCABULARY } from './ja-zh-vocabulary';
import { testGlossary } from './test-glossary';
import { TRADE_VOCABULARY } from './trade-vocabulary';

const key = (ja: string) => normalizeKeyword(ja).toLowerCase();

describe('trade vocabulary', () => {
  it('lists each Japanese word once and gives every one a Chinese word', () => {
    const keys = TRADE_VOCABULARY.map(([ja]) => key(ja));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [ja, zh] of TRADE_VOCABULARY) expect(zh.trim(), ja).not.toBe('');
  });

  it('repeats no word of the hand vocabulary, which would win anyway', () => {
    const hand = new Set(JA_ZH_VOCABULARY.map(([ja]) => key(ja)));
    expect(TRADE_VOCABULARY.filter(([ja]) => hand.has(key(ja))).map(([ja]) => ja)).toEqual([]);
  });

  it('wins over the open vocabulary and the search dictionary: the commerce sense', () => {
    const { jaToZh } = testGlossary();
    for (const [ja, zh] of TRADE_VOCABULARY) expect(jaToZh.get(key(ja)), ja).toBe(zh);
    expect(glossTitle('アクスタ 缶バッジ', testGlossary())).toBe('亚克力立牌 · 吧唧');
  });
});

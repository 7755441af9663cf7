import { describe, expect, it } from 'vitest';
import { generatedMarketBrands } from '../../../marketplace/local/market-brand';
import { expandKeyword } from '../../catalog/search/query-expansion';
import { buildDictionary, normalizeKeyword } from './dictionary';
import { glossTitle } from './glossary-translator';
import { JA_ZH_VOCABULARY } from './ja-zh-vocabulary';
import { MAKER_NAMES_THAT_ARE_WORDS, MAKER_VOCABULARY } from './maker-vocabulary';
import { testGlossary } from './test-glossary';
import { TRADE_VOCABULARY } from './trade-vocabulary';

const key = (ja: string) => normalizeKeyword(ja).toLowerCase();
const gloss = (title: string) => glossTitle(title, testGlossary());

describe('maker vocabulary', () => {
  it('lists each maker once, in no other vocabulary, and the glossary gives its Chinese name', () => {
    const keys = MAKER_VOCABULARY.map(([ja]) => key(ja));
    expect(new Set(keys).size).toBe(keys.length);
    const others = new Set([...JA_ZH_VOCABULARY, ...TRADE_VOCABULARY].map(([ja]) => key(ja)));
    expect(keys.filter((k) => others.has(k))).toEqual([]);
    const { jaToZh } = testGlossary();
    for (const [ja, zh] of MAKER_VOCABULARY) expect(jaToZh.get(key(ja)), ja).toBe(zh);
  });

  // Each of these read a wrong meaning before: the pieces of the maker's name, or a dictionary sense.
  const wrongBefore: [title: string, before: string, now: string][] = [
    ['バルミューダ', '百慕达', '巴慕达'], // Bermuda, from the brand list
    ['ハイセンス', '高昂 · 味', '海信'],
    ['フジツボ', '紫藤 · 罐子', '藤壶'],
    ['ロットリング', '批量 · 戒指', '红环'],
    ['ムーンスター', '月亮 · 明星', '月星'],
    ['デルフォニックス', '戴尔自然拼读', 'DELFONICS'],
    ['テイン', '咖啡因', 'TEIN'],
    ['ソフト99', '游戏软件 · 99', 'SOFT99'],
    ['小糸', '小丝', '小糸'],
    ['プラチナ萬年筆', '铂金 · 「萬」 · 年 · 笔', '白金钢笔'],
    ['サーモス', '暖瓶', '膳魔师'],
    ['ロイヤルオーダー', '皇家 · 次序', 'ROYAL ORDER'],
  ];
  for (const [title, before, now] of wrongBefore) {
    it(`${title} reads ${now}, not ${before}`, () => {
      expect(gloss(title)).toBe(now);
      expect(gloss(title)).not.toBe(before);
    });
  }

  it('reads the maker inside a title, beside the words around it', () => {
    expect(gloss('バルミューダ トースター')).toBe('巴慕达 · 烤面包机');
    expect(gloss('テイン 車高調')).toBe('TEIN · 绞牙避震');
    expect(gloss('ハイセンス テレビ')).toBe('海信 · 电视');
    expect(gloss('トヨタ純正 ホイール')).toBe('丰田 · 原装 · 轮毂');
    expect(gloss('エプソン プリンター インク')).toBe('爱普生 · 打印机 · 墨水');
    expect(gloss('無印良品 収納')).toBe('无印良品 · 收纳');
    expect(gloss('タンザナイト リング K18')).toBe('坦桑石 · 戒指 · 18k');
    expect(gloss('プラチナ萬年筆 #3776')).toBe('白金钢笔 · 3776');
    // A run of katakana the analyser left whole reads by known pieces, the maker among them.
    expect(gloss('ブラザーミシン')).toBe('兄弟 · 缝纫机');
    expect(gloss('アラジンストーブ')).toBe('阿拉丁 · 取暖炉');
  });

  it('leaves the longer words that hold a maker’s name as they were', () => {
    expect(gloss('ペンタックス')).toBe('宾得'); // not 笔 + タックス
    expect(gloss('ペンダント')).toBe('吊坠');
    expect(gloss('ザラザラ')).not.toContain('ZARA');
    expect(gloss('フィラメント')).not.toContain('斐乐');
  });

  it('a maker’s Chinese name searches what sellers write, unless it is an ordinary word too', () => {
    const dictionary = buildDictionary(generatedMarketBrands());
    const terms = (keyword: string) => expandKeyword(keyword, dictionary).map((g) => g.terms);
    expect(terms('丰田')[0]).toContain('トヨタ');
    expect(terms('爱普生 墨水')[0]).toContain('エプソン');
    expect(terms('膳魔师')[0]).toContain('サーモス');
    expect(terms('巴慕达')[0]).toContain('バルミューダ');
    for (const word of MAKER_NAMES_THAT_ARE_WORDS) {
      const maker = MAKER_VOCABULARY.filter(([, zh]) => zh === word).map(([ja]) => ja);
      for (const ja of maker) expect(terms(word).flat(), word).not.toContain(ja);
    }
    expect(terms('兄弟').flat()).not.toContain('ブラザー');
  });

  it('reads the shoe, jewellery, bag and home makers of decision 108, and corrects three misreadings', () => {
    expect(gloss('ハルタ ローファー')).toBe('HARUTA · 乐福鞋');
    expect(gloss('レペット バレエシューズ')).toBe('丽派朵 · 芭蕾平底鞋');
    expect(gloss('アタオ 長財布')).toBe('ATAO · 长款钱包');
    expect(gloss('膳魔師 水筒')).toBe('膳魔师 · 水壶');
    expect(gloss('ロールストランド')).toBe('罗斯兰'); // not 卷 + 河滩
    expect(gloss('タッパーウェア')).toBe('特百惠'); // not 保鲜盒 + 服装
    expect(gloss('マルニ木工')).toBe('MARUNI木工'); // not MARNI (玛尼)
    expect(gloss('マドラスチェック')).not.toContain('MADRAS'); // マドラス is a check too: left out
  });
});

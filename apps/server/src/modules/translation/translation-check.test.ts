import { describe, expect, it } from 'vitest';
import { checkTranslation } from './translation-check';

const brands = new Map([
  ['ヴィトン', '路易威登'],
  ['パイロット', '百乐'],
]);

describe('the check of a machine translation (decision 076)', () => {
  it('passes faithful translations, full-width digits and thousands separators included', () => {
    const pairs: [string, string][] = [
      ['ルイヴィトン ダミエ 長財布 N60017 美品', '路易威登 棋盘格 长钱包 N60017 美品'],
      ['【1円スタート】パイロット 万年筆 カスタム74 14K 細字', '【1日元起拍】百乐 钢笔 Custom74 14K 细字'],
      ['ナイキ エアマックス ２７．５ｃｍ 箱付き', 'Nike Air Max 27.5cm 带盒'],
      ['送料1,000円 ノークレーム・ノーリターンでお願いします', '运费1000日元，恕不接受投诉和退货'],
      ['ONKYO T-405 チューナー ジャンク', 'ONKYO T-405 调谐器 故障品'],
    ];
    for (const [ja, zh] of pairs) expect(checkTranslation(ja, zh, brands), `${ja} → ${zh}`).toBeNull();
  });

  it('refuses a lost or changed number, a lost model code, a brand said otherwise', () => {
    expect(checkTranslation('iPhone 13 128GB 本体', 'iPhone 13 本体')).toBe('number_lost');
    expect(checkTranslation('送料 800円', '运费 900日元')).toBe('number_lost');
    expect(checkTranslation('カード 2枚 2枚目割引', '卡 2张 第二张打折')).toBe('number_lost');
    expect(checkTranslation('ONKYO T-405 ジャンク', 'ONKYO 调谐器 故障品 405')).toBe('code_lost');
    expect(checkTranslation('ヴィトン 財布', 'LV 钱包', brands)).toBe('term_lost');
    // A brand left as written is no wrong meaning.
    expect(checkTranslation('ヴィトン 財布', 'ヴィトン 钱包', brands)).toBeNull();
  });

  it('refuses commentary, an answer in Japanese, an empty, cut-off or padded answer', () => {
    expect(checkTranslation('美品です', '以下是翻译：品相很好')).toBe('commentary');
    expect(checkTranslation('美品です', '品相很好（注：原文为日语）')).toBe('commentary');
    expect(checkTranslation('美品です', 'Sure! 品相很好')).toBe('commentary');
    expect(checkTranslation('目立った傷や汚れはありません', '目立った傷や汚れはありません')).toBe('untranslated');
    expect(checkTranslation('美品', '')).toBe('empty');
    const long = '使用感はありますが、まだまだ使えると思います。付属品は写真に写っているものが全てです。よろしくお願いします。';
    expect(checkTranslation(long, '有使用感')).toBe('too_short');
    expect(checkTranslation('美品', `品相很好。${'这是一件非常值得购买的商品，'.repeat(5)}`)).toBe('too_long');
  });
});

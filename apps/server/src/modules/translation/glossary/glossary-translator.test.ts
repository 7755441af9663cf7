import { describe, expect, it } from 'vitest';
import { GlossaryTranslator, glossParts, glossTitle, titleCoverage } from './glossary-translator';
import { testGlossary } from './test-glossary';

const gloss = (title: string) => glossTitle(title, testGlossary());

describe('glossary gloss of real title shapes', () => {
  it('brand + condition words + colour + item noun (the issue example)', () => {
    expect(gloss('タグホイヤー OH済み レディース ピンク 腕時計')).toBe('泰格豪雅 · 已保养 · 女士 · 粉色 · 手表');
  });

  it('drops 【】, ★ and ♪, keeps model codes as written', () => {
    expect(gloss('★送料無料★【極美品】SEIKO セイコー SBGA211 自動巻き 腕時計 稼働品 箱付き♪')).toBe(
      '包邮 · 极美品 · 精工 · SBGA211 · 自动上链 · 手表 · 运转正常 · 带盒',
    );
  });

  it('finds words without spaces and brands written in English', () => {
    expect(gloss('LOUIS VUITTON ルイヴィトンモノグラムキャンバスショルダーバッグ')).toBe('路易威登 · 老花帆布 · 单肩包');
  });

  it('keeps unknown Japanese words in Japanese, in title order', () => {
    const parts = glossParts('ミラーレス ほげほげ 中古', testGlossary());
    expect(parts.map((p) => [p.ja, p.zh])).toEqual([
      ['ミラーレス', '微单'],
      ['ほげほげ', null],
      ['中古', '二手'],
    ]);
    expect(gloss('ミラーレス ほげほげ 中古')).toBe('微单 · ほげほげ · 二手');
  });

  it('leaves function words out and says each word once', () => {
    expect(gloss('任天堂の本体と本体セット')).toBe('任天堂 · 主机 · 套装');
  });

  it('drops emoji with their variation selectors, arrows and stars: no invisible part between the words', () => {
    expect(gloss('ナイキ ホワイトブルー✳︎ 未使用品‼️ 腕時計⌚️')).toBe('耐克 · 白色 · 蓝色 · 未使用 · 手表');
    expect(gloss('➡️美品⭐️箱付き→即決🔥👨‍👩‍👧')).toBe('美品 · 带盒 · 一口价');
  });

  it('keeps a number whole: a size, a loft or a price with its point or comma', () => {
    expect(gloss('ナイキ エアマックス 27.5cm 美品')).toBe('耐克 · エアマックス · 27.5cm · 美品');
    expect(gloss('ドライバー 10.5° 1,000円スタート')).toBe('一号木 · 10.5° · 1,000 · 日元 · 起拍');
  });

  it('never matches a Latin word inside another one', () => {
    // "LL" is not a word of the glossary, and "oh" must not be found inside "ohm".
    expect(gloss('3DSLL 8ohm')).toBe('3DSLL · 8ohm');
  });

  it('counts coverage in the segmenter’s Japanese words, numbers and codes aside', () => {
    const c = titleCoverage('ルイヴィトン M41526 ドゥドゥ バッグ 30', testGlossary());
    expect(c.words).toBe(3);
    expect(c.glossed).toBe(2);
    expect(c.unknown).toEqual(['ドゥドゥ']);
  });

  it('as a Translator: texts one by one, HTML text glossed and tags kept', async () => {
    const t = new GlossaryTranslator(testGlossary());
    expect(t.provider).toBe('glossary');
    expect(t.kind).toBe('gloss');
    expect(await t.translateTexts(['美品 腕時計', '迅速な対応ありがとうございました'], 'review')).toEqual([
      '美品 · 手表',
      '处理迅速 · 谢谢',
    ]);
    expect(await t.translateHtml('<p>美品 <b>腕時計</b></p>&lt;箱付き&gt;<script>x</script>')).toBe(
      '<p>美品 <b>手表</b></p>带盒<script>x</script>',
    );
  });

  it('a short hiragana word is a word only where the segmenter cuts one (あり is not in ありがとう)', () => {
    expect(gloss('ありがとう 箱あり')).toBe('谢谢 · 有盒');
  });
});

import { describe, expect, it } from 'vitest';
import {
  GlossaryTranslator,
  glossaryFromBrands,
  glossParts,
  glossTitle,
  glossTitles,
  titleCoverage,
} from './glossary-translator';
import { seedBrands, testGlossary } from './test-glossary';

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
    expect(gloss('LOUIS VUITTON ルイヴィトン モノグラムキャンバス ショルダーバッグ')).toBe('路易威登 · 老花帆布 · 单肩包');
    expect(gloss('グッチショルダーバッグ美品')).toBe('古驰 · 单肩包 · 美品');
  });

  it('reads a katakana word the analyser could not split only as a whole run of known words, in one part', () => {
    // IPADIC reads a long unknown katakana run as one word: it is read whole when known words cover it end to end…
    const parts = glossParts('ルイヴィトンモノグラムキャンバスショルダーバッグ', testGlossary());
    expect(parts.map((p) => [p.ja, p.zh])).toEqual([
      ['ルイヴィトンモノグラムキャンバスショルダーバッグ', '路易威登老花帆布单肩包'],
    ]);
    // …and stays whole and marked when any piece is left over (サクラ·ブーケ would do; サ·クラブ·ーケ never).
    expect(gloss('サクラブーケ')).toBe('「サクラブーケ」');
  });

  it('reads a name in kanji by its characters in their simplified forms', () => {
    expect(gloss('浜崎 池田')).toBe('滨崎 · 池田');
  });

  it('keeps unknown Japanese words in Japanese, in title order', () => {
    const parts = glossParts('ミラーレス ほげほげ 中古', testGlossary());
    expect(parts.map((p) => [p.ja, p.zh])).toEqual([
      ['ミラーレス', '微单'],
      ['ほげほげ', null],
      ['中古', '二手'],
    ]);
    expect(gloss('ミラーレス ほげほげ 中古')).toBe('微单 · 「ほげほげ」 · 二手');
  });

  it('leaves function words out and says each word once', () => {
    expect(gloss('任天堂の本体と本体セット')).toBe('任天堂 · 主机 · 套装');
  });

  it('drops emoji with their variation selectors, arrows and stars: no invisible part between the words', () => {
    expect(gloss('ナイキ ホワイトブルー✳︎ 未使用品‼️ 腕時計⌚️')).toBe('耐克 · 白色 · 蓝色 · 未使用 · 手表');
    expect(gloss('➡️美品⭐️箱付き→即決🔥👨‍👩‍👧')).toBe('美品 · 带盒 · 一口价');
  });

  it('keeps a number whole: a size, a loft or a price with its point or comma', () => {
    expect(gloss('ナイキ エアマックス 27.5cm 美品')).toBe('耐克 · 「エアマックス」 · 27.5cm · 美品');
    expect(gloss('ドライバー 10.5° 1,000円スタート')).toBe('一号木 · 10.5° · 1,000 · 日元 · 起拍');
  });

  it('never matches a Latin word inside another one', () => {
    // "LL" is not a word of the glossary, and "oh" must not be found inside "ohm".
    expect(gloss('3DSLL 8ohm')).toBe('3DSLL · 8ohm');
  });

  it('counts coverage in the analyser’s content words, numbers and codes aside', () => {
    const c = titleCoverage('ルイヴィトン M41526 ドゥドゥ バッグ 30', testGlossary());
    expect(c.words).toBe(3);
    expect(c.glossed).toBe(2);
    expect(c.unknown).toEqual(['ドゥドゥ']);
    expect(c.splits).toEqual([]);
    // Particles and auxiliaries are not content words; the verb and the nouns are.
    expect(titleCoverage('箱に入っています', testGlossary()).words).toBe(2);
  });

  it('counts a content word that a match boundary cuts as a wrong-meaning split', () => {
    // The substring gloss of before read クラブ (球杆) inside サクラブーケ: a part that starts or ends inside a
    // content word cuts it, and the word is counted as split (not glossed).
    const text = 'サクラブーケ';
    const c = titleCoverage(text, testGlossary(), [{ ja: 'クラブ', zh: '球杆', start: 1, end: 4 }]);
    expect(c.splits).toEqual(['サクラ', 'ブーケ']);
    expect(c.glossed).toBe(0);
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

  it('lines analysed together read as each line alone (no word crosses a line break)', async () => {
    const lines = ['ルイヴィトン ダミエ', '箱に入っています', 'ほげほげ 美品', '3DSLL 27.5cm', 'ウェットスーツ'];
    const t = new GlossaryTranslator(testGlossary());
    expect(t.glossText(lines.join('\n'))).toBe(lines.map(gloss).join('\n'));
    expect(await t.translateTexts(lines, 'title')).toEqual(lines.map(gloss));
    expect(glossTitles(lines, testGlossary())).toEqual(lines.map(gloss));
  });

  it('a short hiragana word is a word only where the analyser cuts one (あり is not in ありがとう)', () => {
    expect(gloss('ありがとう 箱あり')).toBe('谢谢 · 有盒');
  });

  describe('words, not substrings (issue 26): no dictionary entry read inside a longer word', () => {
    const wrong: [string, string[]][] = [
      ['ヘアピン', ['PING', 'ヘア']],
      ['キャップレス 万年筆', ['镜头盖', 'レス', '万', '年', '筆']],
      ['ウェットスーツ', ['湿巾', '西装']],
      ['ソフトケース', ['游戏软件', '盒']],
      ['ダミエ', ['戴尔']],
      ['サクラブーケ', ['球杆', 'サ', 'ーケ']],
    ];
    for (const [title, pieces] of wrong) {
      it(`${title} never comes out as ${pieces.join(' · ')}`, () => {
        const parts = glossParts(title, testGlossary()).filter((p) => p.ja.trim());
        for (const p of parts) {
          expect(pieces).not.toContain(p.zh);
          expect(pieces).not.toContain(p.ja);
        }
        // Each part is a whole word of the title (known) or a whole unknown word kept as written and marked.
        for (const word of gloss(title).split(' · ')) for (const piece of pieces) expect(word).not.toBe(piece);
      });
    }

    it('gives the whole word its meaning, or keeps it whole and marked, and still knows ダミエ', () => {
      expect(gloss('ヘアピン')).toBe('发卡');
      expect(gloss('キャップレス 万年筆')).toBe('「キャップレス」 · 钢笔');
      expect(gloss('ウェットスーツ')).toBe('湿衣');
      expect(gloss('ソフトケース')).toBe('「ソフトケース」');
      expect(gloss('サクラブーケ')).toBe('「サクラブーケ」');
      expect(gloss('ルイヴィトン ダミエ')).toBe('路易威登 · 棋盘格');
      // Without the open vocabulary the same words stay whole and marked: never the wrong pieces.
      const hand = glossaryFromBrands(seedBrands());
      expect(glossTitle('ヘアピン ウェットスーツ', hand)).toBe('「ヘアピン」 · 「ウェットスーツ」');
    });

    it('バック and ボディ lead no compound: "back" and "body" in front, a bag and a camera body alone or at the end (decision 108)', () => {
      expect(gloss('バックベルト')).toBe('「バックベルト」'); // not 包 + 皮带
      expect(gloss('ボディタオル')).toBe('「ボディタオル」'); // not 机身 + 毛巾
      expect(gloss('ショルダーバック')).toBe('单肩包');
      expect(gloss('バック')).toBe('包');
      expect(gloss('ボディ のみ')).toContain('机身');
    });

    it('a word whose sense holds only alone is still read alone', () => {
      expect(gloss('ソフト 3本')).toContain('游戏软件');
      expect(gloss('ピン 単品')).toContain('PING');
    });

    it('a compound the vocabulary knows wins over its pieces (the open vocabulary, lowest source)', () => {
      const open = new Map([
        ['ウェットスーツ', '潜水服'],
        ['ソフト', '软'],
      ]);
      const g = glossaryFromBrands(seedBrands(), { openVocabulary: open });
      expect(glossTitle('ウェットスーツ ソフト', g)).toBe('潜水服 · 游戏软件');
    });
  });

  it('finds a conjugated verb or adjective by its dictionary form', () => {
    const open = new Map([
      ['錆びる', '生锈'],
      ['美しい', '漂亮'],
    ]);
    const g = glossaryFromBrands(seedBrands(), { openVocabulary: open });
    const hand = glossaryFromBrands(seedBrands());
    expect(hand.jaToZh.has('錆び')).toBe(false);
    expect(glossTitle('錆びています', g)).toBe('生锈');
    expect(glossTitle('錆びています', hand)).toBe('「錆び」');
    expect(glossTitle('美しかった', g)).toBe('漂亮');
  });

  it('never leaves a denial out: the word it denies reads with 不 (decision 118)', () => {
    expect(gloss('動作しません')).toBe('不运行');
    expect(gloss('ジャンク 動かない')).toBe('故障品 · 不动');
    expect(gloss('電源入りません')).toBe('不开机');
    expect(gloss('問題ありません')).toBe('问题 · 没有');
    expect(gloss('使えるかもしれない')).not.toContain('不');
    // After a word no key knows it reads nothing (decision 120): the cut may be the analyser's (くれよん, a crayon).
    expect(gloss('ほげほげしない')).toBe('「ほげほげし」');
    expect(gloss('むらさきくれよん')).not.toContain('不');
    // ない after a particle or a noun says there is none (decision 120): no scratches, no problem.
    expect(gloss('傷はないです')).toBe('划痕 · 没有');
    expect(gloss('汚れもないです')).toBe('污渍 · 没有');
    expect(gloss('問題ない')).toBe('问题 · 没有');
    expect(gloss('傷もなく綺麗です')).toBe('划痕 · 没有 · 干净');
    // A negating auxiliary after a space or a name denies nothing: 美品 ずとまよ is not "not 美品".
    expect(gloss('美品 ずとまよ')).not.toContain('不');
    expect(gloss('ずっと真夜中でいいのに ずとまよ')).not.toContain('不');
    // 傷汚れなし is 无: なし is a word, not the auxiliary.
    expect(gloss('傷汚れなし')).toBe('划痕 · 污渍 · 无');
  });

  it('leaves particles, auxiliaries and dependent verbs out', () => {
    const parts = glossParts('箱に入っています', testGlossary());
    expect(parts.filter((p) => p.zh === '').map((p) => p.ja)).toEqual(['に', 'て', 'い', 'ます']);
    expect(gloss('箱に入っています')).not.toMatch(/[にてます]/);
  });

  it('takes the keys that cover the most words, not the longest key first (decision 092)', () => {
    // 新品|未|使用|品: 新品未使用 first would leave 品 unread; 新品 + 未使用品 reads every word.
    const glossary = {
      jaToZh: new Map([
        ['新品未使用', '全新未使用'],
        ['新品', '全新'],
        ['未使用品', '未使用'],
      ]),
    };
    expect(glossTitle('新品未使用品', glossary)).toBe('全新 · 未使用');
    // Among cuts that read as much, the fewest keys: the compound, not its pieces.
    expect(glossTitle('新品未使用', glossary)).toBe('全新未使用');
  });

  it('reads a counter after a number as a counter, not as the word it is alone (decision 095)', () => {
    // 本 alone is a book and 足 a foot; after a number they count long things and pairs.
    expect(gloss('本')).toBe('书');
    expect(gloss('ボールペン 3本セット')).toBe('圆珠笔 · 3个 · 套装');
    expect(gloss('靴下 2足')).toBe('袜 · 2双');
    expect(gloss('Tシャツ 3着')).toBe('T恤 · 3件');
    expect(gloss('10個入り')).toBe('10个装');
    expect(gloss('6ヶ月')).toBe('6个月');
    // Only a number of digits written right before it: a counter word elsewhere keeps its own reading.
    expect(gloss('本 3冊')).toBe('书 · 3册');
    expect(gloss('3 本')).toBe('3 · 书');
  });

  it('reads a counter after a number in kanji too, two as 两, where no key is as long (decision 120)', () => {
    // サントリー山崎17年+山崎21年二本セットです (tuning): two bottles, not 二 · 书 (nor 两支, two sticks).
    expect(gloss('山崎21年二本セット')).toContain('两个 · 套装');
    expect(gloss('十冊')).toBe('十册');
    expect(gloss('二十枚')).toBe('二十张');
    expect(gloss('二個入り')).toBe('两个装');
    // People and seats: 2人 is two people (the open data read 二人 as 耦, a pair), 3人掛け a three-seater.
    expect(gloss('二人用')).toBe('两人 · 用');
    expect(gloss('3人掛けソファ')).toBe('3人座 · 沙发');
    // A key as long wins: 一部 is "some", 一体型 all-in-one; a longer key too (一点物, a one-off).
    expect(gloss('一部使用感あり')).toContain('部分');
    expect(gloss('一体型PC')).toBe('一体式 · PC');
    expect(gloss('一点物')).toBe('孤品');
  });

  it('reads the shop’s sense of words the open data gives another (decision 120, a sample of tuning glosses)', () => {
    expect(gloss('最新モデル')).toBe('最新 · 款');
    expect(gloss('プレステ 2/PS 2 ソフト')).not.toContain('Vita');
    expect(gloss('PS Vita 本体')).toBe('PS Vita · 主机');
    expect(gloss('ウインドジャケット')).toBe('防风夹克');
    expect(gloss('ネイルチップ')).toBe('穿戴甲');
    expect(gloss('星型エプロン')).toBe('星形 · 围裙');
    expect(gloss('MacBook Pro スペースグレイ')).toContain('深空灰');
    // Two readers' audit of every tuning gloss (decision 120).
    expect(gloss('システムコンポ')).toBe('组合音响');
    expect(gloss('ラインストーン付き')).not.toContain('石头');
    expect(gloss('本日限り')).toContain('仅限');
    expect(gloss('PS5 ディスクドライブ')).toContain('光驱');
    expect(gloss('真紅眼の黒竜')).toContain('黑龙');
    expect(gloss('スターダストドラゴン')).toBe('星尘龙');
    expect(gloss('シンプル ワンピース')).toContain('简约');
    expect(gloss('楽天')).toBe('乐天');
    // 巴里は燃えているか (a film's title, tuning): いる + か, not いるか, a dolphin; the word itself still reads.
    expect(gloss('巴里は燃えているか')).not.toContain('海豚');
    expect(gloss('いるかのぬいぐるみ')).toBe('海豚 · 毛绒玩具');
    // A character's name leads a katakana compound but is no piece inside one (アニメガ, a shop, + バイト; not the
    // Pokémon Gabite).
    expect(gloss('アニメガバイト')).not.toContain('尖牙陆鲨');
    expect(gloss('ピカチュウグッズ')).toBe('皮卡丘周边');
    expect(gloss('ゲームボーイカラー')).toBe('GBC');
  });

  it('reads フード and キャップ by what the listing sells: clothing, lenses, pens (decision 123)', () => {
    // Tuning titles: a hat and a hooded coat, not a lens cap and a lens hood.
    expect(gloss('human made キャップ　帽子')).toContain('帽子');
    expect(gloss('human made キャップ　帽子')).not.toContain('镜头盖');
    expect(gloss('RESEXXY フード付き ダウンコート S')).toContain('兜帽');
    expect(gloss('RESEXXY フード付き ダウンコート S')).not.toContain('遮光罩');
    const lens = gloss('Nikon AF-S NIKKOR 50mm f/1.8G レンズ フード 前後キャップ付き');
    expect(lens).toContain('遮光罩');
    expect(lens).toContain('镜头盖');
    expect(gloss('パイロット 万年筆 カスタム74 キャップ')).toContain('笔帽');
  });

  it('reads hours and weeks after a number, a model code with ー, and Tシャツ before a dotted word (decision 120)', () => {
    expect(gloss('24時間以内発送')).toBe('24小时 · 以内 · 发货');
    expect(gloss('3週間で合格')).toBe('3周 · 合格');
    expect(gloss('PlayStation 5 本体 CFIー1100A01')).toContain('CFI-1100A01');
    // JUNYA WATANABE ジュンヤワタナベ Tシャツ・カットソー M 白 (tuning): the analyser kept シャツ・カットソー as one word.
    expect(gloss('Tシャツ・カットソー M 白')).toBe('T恤 · 针织上衣 · M · 白色');
    const c = titleCoverage('Tシャツ・カットソー', testGlossary());
    expect([c.words, c.glossed, c.splits]).toEqual([2, 2, []]);
  });

  it('reads a word of a katakana loanword and a kanji word by its runs when each is known, else keeps it whole (decision 095)', () => {
    // IPADIC reads イタリア製 as one word; the script change is where one word ends.
    const parts = glossParts('イタリア製', testGlossary());
    expect(parts.map((p) => [p.ja, p.zh])).toEqual([['イタリア製', '意大利制']]);
    // A run no key knows leaves the word as written: no meaning from a piece.
    const glossary = { jaToZh: new Map([['製', '制']]) };
    expect(glossTitle('イタリア製', glossary)).toBe('「イタリア製」');
  });

  it('reads a word spelled with other okurigana than its key only when both spellings read the same (decision 095)', () => {
    const okurigana = new Map([
      ['取扱', ['取り扱い']],
      ['作物', ['作り物']],
    ]);
    const glossary = {
      jaToZh: new Map([
        ['取り扱い', '操作'],
        ['作り物', '仿制品'],
      ]),
      okurigana,
    };
    // 取扱い and 取り扱い are one word (トリアツカイ)…
    expect(glossTitle('取扱い', glossary)).toBe('操作');
    // …but 作物 (サクモツ, crops) is not 作り物 (ツクリモノ, a fake), though the kanji are the same.
    expect(glossTitle('作物', glossary)).toBe('「作物」');
  });

  describe('a word written apart in katakana pieces (decision 111)', () => {
    it('reads pieces apart by one space or ・ as the one word their joined form is', () => {
      const parts = glossParts('ルイ ヴィトン 財布', testGlossary());
      expect(parts.map((p) => [p.ja, p.zh])).toEqual([
        ['ルイ ヴィトン', '路易威登'],
        ['財布', '钱包'],
      ]);
      // A full-width space, a middle dot, a half-width one: the same word.
      for (const title of ['ルイ\u3000ヴィトン', 'ルイ・ヴィトン', 'ルイ･ヴィトン']) expect(gloss(title)).toBe('路易威登');
      // Three pieces; a maker whose first name alone is no word.
      expect(gloss('ザ ノース フェイス ジャケット')).toBe('北面 · 夹克');
      expect(gloss('ジョン ロブ')).toBe('约翰·洛布');
    });

    it('joins pieces whose reading alone the joined word contradicts', () => {
      // シモンズ alone is the mattress maker; ラフ シモンズ is the designer.
      expect(gloss('RAF SIMONS ラフ シモンズ 半袖')).toBe('RAF · SIMONS · 拉夫·西蒙 · 短袖');
      // ソフト holds its sense (游戏软件) only alone; バック leads no compound as a bag.
      expect(gloss('任天堂 ゲーム ソフト')).toBe('任天堂 · 游戏软件');
      expect(gloss('バック ポケット')).toBe('后袋');
    });

    it('leaves a piece alone unknown when the joined form is no key, and never joins part of a word', () => {
      expect(gloss('ルイ')).toBe('「ルイ」');
      expect(gloss('ルイ 財布')).toBe('「ルイ」 · 钱包');
      expect(gloss('エア マックス')).toBe('「エア」 · 「マックス」');
      // ヴィトンバッグ is one word; ルイ + ヴィトンバッグ is no key, and ルイ + its first piece would cut it.
      expect(gloss('ルイ ヴィトンバッグ')).toBe('「ルイ」 · 路易威登包');
      // Only one space or ・ between: a slash separates two words.
      expect(gloss('ルイ/ヴィトン')).toBe('「ルイ」 · 路易威登');
    });

    it('keeps two words read alone two words, though their joined form is a key', () => {
      // ピンクゴールド (玫瑰金) and シャツワンピース (衬衫裙) are keys, but written apart these may be a list.
      expect(gloss('ピンク ゴールド')).toBe('粉色 · 金色');
      expect(gloss('シャツ ワンピース まとめ')).toBe('衬衫 · 连衣裙 · 打包');
    });

    it('counts the words inside a joined word as glossed, cut by no match', () => {
      const c = titleCoverage('ルイ ヴィトン 財布', testGlossary());
      expect(c).toMatchObject({ words: 3, glossed: 3, unknown: [], splits: [] });
      expect(titleCoverage('エア マックス', testGlossary())).toMatchObject({ glossed: 0, unknown: ['エア', 'マックス'] });
    });
  });

  describe('a brand and its line written as one katakana word (decision 117)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    it('reads the brand at either end and keeps the line as written, in one part', () => {
      expect(gloss('コムデギャルソンオムプリュス シャツ')).toBe('川久保玲「オムプリュス」 · 衬衫');
      expect(gloss('トリココムデギャルソン')).toBe('「トリコ」川久保玲');
      expect(titleCoverage('コムデギャルソンオムプリュス', testGlossary())).toMatchObject({ splits: [] });
    });
    it('never through a brand named by an ordinary word, nor with one kana left over', () => {
      expect(gloss('シャープナー')).not.toContain('夏普');
      expect(gloss('ブルガリア')).not.toContain('宝格丽');
    });
  });

  it('reads an everyday word only as written, never in the other kana script (decision 119)', () => {
    expect(gloss('とりこ')).toBe('俘虏');
    expect(gloss('トリコ')).toBe('「トリコ」');
  });

  it('reads an anime title whole, as Chinese fans know it (bangumi-data, decision 119)', () => {
    expect(gloss('薄桜鬼 アクスタ')).toBe('薄樱鬼 · 亚克力立牌');
    expect(gloss('湾岸ミッドナイト')).toBe('湾岸MIDNIGHT');
  });

  describe('a title about Pokémon (decision 119)', () => {
    it('reads the Pokémon that are ordinary words or a maker elsewhere as the Pokémon there, and nowhere else', () => {
      expect(gloss('ポケモン コイル ぬいぐるみ')).toBe('宝可梦 · 小磁怪 · 毛绒玩具');
      expect(gloss('ポケパーク カントー リザード ピンバッジ')).toContain('火恐龙');
      expect(gloss('ポケモンセンター ピジョン マスコット')).toContain('比比鸟');
      expect(gloss('コイル 10個')).toContain('线圈');
      expect(gloss('ピジョン 哺乳瓶')).toBe('贝亲 · 奶瓶');
      expect(gloss('ミミッキュ ぬいぐるみ')).toBe('谜拟Q · 毛绒玩具');
    });
    it('reads the games’ items and regions there, where no other word is', () => {
      expect(gloss('ポケモンカード ハイパーボール 4枚')).toBe('宝可梦卡 · 高级球 · 4张');
      expect(gloss('ポケモン カントー 限定')).toContain('关都');
      expect(gloss('ハイパーボール 4枚')).not.toContain('高级球');
      // A word that is an item's name too keeps its own reading (ヒスイ is jade before it is the Hisui region).
      expect(gloss('ポケモン ヒスイ ペンダント')).toContain('翡翠');
    });
    it('keeps a name that in a Pokémon title still means the word (ブルー, a colour)', () => {
      expect(gloss('ポケモン ピカチュウ ぬいぐるみ ブルー')).toBe('宝可梦 · 皮卡丘 · 毛绒玩具 · 蓝色');
    });
  });

  it('shows the Chinese of the search dictionary as written, not as the search matches it (L码, not l码)', () => {
    expect(glossTitle('サイズL シャツ', testGlossary())).toBe('L码 · 衬衫');
  });
});

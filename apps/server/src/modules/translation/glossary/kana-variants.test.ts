import { describe, expect, it } from 'vitest';
import { glossTitle, titleCoverage } from './glossary-translator';
import { katakanaFamily, okuriganaSkeleton, otherScript, sameWordInOtherScript } from './kana-variants';
import { testGlossary } from './test-glossary';

const gloss = (title: string) => glossTitle(title, testGlossary());

describe('kana spelling variants (decision 092)', () => {
  it('puts the spellings of one loanword in one family', () => {
    expect(katakanaFamily('ヴィンテージ')).toBe(katakanaFamily('ビンテージ'));
    expect(katakanaFamily('スポーツウェア')).toBe(katakanaFamily('スポーツウエア'));
    expect(katakanaFamily('レイヴ')).toBe(katakanaFamily('レイブ'));
    expect(katakanaFamily('コンピューター')).toBe(katakanaFamily('コンピュータ'));
  });

  it('never drops a long-vowel mark that leaves a short word, nor touches kanji, Latin or short text', () => {
    expect(katakanaFamily('カバー')).toBe('カバー'); // a cover, not カバ (hippo)
    expect(katakanaFamily('ピン')).toBeNull();
    expect(katakanaFamily('ニット帽')).toBeNull();
    expect(katakanaFamily('Tシャツ')).toBeNull();
  });

  it('writes a word in the other kana script sound for sound, not words with ー or ヴ', () => {
    expect(otherScript('キレイ')).toBe('きれい');
    expect(otherScript('みっくす')).toBe('ミックス');
    expect(otherScript('アンダー')).toBeNull();
    expect(otherScript('の')).toBeNull();
  });

  it('glosses another spelling of a known word as that word (tuning titles)', () => {
    // 踊る東方レイブ: the vocabulary knows レイヴ.
    expect(gloss('踊る東方レイブ DJCHUCK')).toBe('跳舞 · 东方Project · Rave · DJCHUCK');
    // アニメにとろ☆痛音みっくす!: みっくす is ミックス in hiragana.
    expect(gloss('アニメにとろ☆痛音みっくす!')).toContain('混音');
    expect(gloss('ビンテージ')).toBe(gloss('ヴィンテージ'));
  });

  it('never meets a hiragana word through a loanword spelling: アンダーワールド is not 安打 (a base hit)', () => {
    expect(gloss('アンダーワールド')).toBe('「アンダーワールド」');
    // Beside the same name in Latin letters it is that name, read once (decision 117).
    expect(gloss('underworld アンダーワールド')).toBe('underworld');
  });
});

describe('a kana word is read through the other script only where it is the same word there (decision 120)', () => {
  it('knows from JMdict which twins are one word', () => {
    for (const same of ['キレイ', 'きれい', 'カワイイ', 'ふくろう']) expect(sameWordInOtherScript(same), same).toBe(true);
    for (const other of ['きっと', 'ほっと', 'ナイト', 'くらす', 'アンド'])
      expect(sameWordInOtherScript(other), other).toBe(false);
  });

  it('reads the same word in either script', () => {
    expect(gloss('キレイな状態')).toContain('干净');
    expect(gloss('ふくろう 置物')).toContain('猫头鹰');
    // No word of its own in hiragana: a loanword written in hiragana (tuning title).
    expect(gloss('アニメにとろ☆痛音みっくす!')).toContain('混音');
  });

  it('never gives a word its twin’s meaning: a kit, hot, a class, the maker Akai, "unless", an anime', () => {
    expect(gloss('きっと満足いただけます')).not.toContain('套件');
    expect(gloss('ほっとする')).not.toContain('热');
    expect(gloss('楽しくくらす')).not.toContain('级');
    expect(gloss('あかいバッグ')).not.toContain('雅佳');
    expect(gloss('NIKE ナイトジョガー')).not.toContain('须要');
    expect(gloss('ナイト')).toBe('「ナイト」');
    // テンプル (a temple, glasses' arms) is not the anime てんぷる: names are read only as written.
    expect(gloss('メガネ テンプル')).not.toContain('庙不可言');
  });
});

describe('katakana words the analyser cuts or joins at odd places (decision 092)', () => {
  it('reads adjacent katakana words as one, by known pieces, when the analyser cut them where no key ends', () => {
    // [中古] LOUIS VUITTON ルイヴィトントレビ茶色ダミエ エベヌA (tuning): one part, no word cut.
    expect(gloss('ルイヴィトントレビ茶色ダミエ')).toBe('路易威登Trevi · 棕色 · 棋盘格');
    expect(titleCoverage('ルイヴィトントレビ茶色ダミエ', testGlossary()).splits).toEqual([]);
  });

  it('reads a dotted katakana word whole: as the word without dots when known, else part by part', () => {
    // 【PSA10】遊戯王「ブラック･マジシャン･ガール」初期 (tuning): the card's Chinese name, not three words.
    expect(gloss('【PSA10】遊戯王「ブラック･マジシャン･ガール」初期')).toBe('PSA10 · 游戏王 · 黑魔导女孩 · 初期版');
    // ルイヴィトン トートバッグ … ネヴァーフル・インサイドアウト (tuning): LV's line names, dot kept.
    expect(gloss('ネヴァーフル・インサイドアウト')).toBe('Neverfull·Inside Out');
    // A dotted word with an unknown part stays whole and marked.
    expect(gloss('ヨンダー・ドーム')).toBe('「ヨンダー・ドーム」');
  });

  it('never reads a two-kana brand name as a piece: メモリー is not 便签 + Lee', () => {
    expect(gloss('メモリー')).toBe('「メモリー」');
    expect(gloss('ミニバッグ')).not.toContain('「');
  });

  it('keeps pieces whose sense holds only alone out, in every spelling', () => {
    expect(gloss('ウエットスーツ')).not.toContain('湿巾');
    expect(gloss('サクラブーケ')).toBe('「サクラブーケ」');
  });
});

describe('everyday words (decision 118)', () => {
  it('reads an everyday word alone, and a long one as a piece of a compound', () => {
    expect(gloss('ショー')).toBe('秀');
    expect(gloss('レシート付き')).toContain('收据');
    expect(gloss('レンタルサーバー')).toBe('租赁 · 服务器');
  });

  it('never reads a short one as a piece of a longer katakana word, nor through another spelling', () => {
    // アーム, ストロング: a name, not 臂 + 强; マンガー (Munger) is not マンガ, ジャンルー not ジャンル.
    expect(gloss('アームストロング')).toBe('「アームストロング」');
    expect(gloss('マンガー')).not.toContain('漫画');
    expect(gloss('ジャンルー')).not.toContain('类型');
  });
});

describe('a suffix read only as a suffix (decision 118)', () => {
  it('reads 柄 after a noun as its pattern, and leaves 柄 alone unread (a handle)', () => {
    expect(gloss('ボタニカル柄 シャツ')).toContain('图案');
    expect(gloss('傘の柄')).toBe('伞 · 「柄」');
  });
});

describe('okurigana skeletons (decision 095)', () => {
  it('gives the spellings of one word with and without okurigana one skeleton of two kanji or more', () => {
    expect(okuriganaSkeleton('取り扱い')).toBe('取扱');
    expect(okuriganaSkeleton('取扱い')).toBe('取扱');
    expect(okuriganaSkeleton('取扱')).toBe('取扱');
    expect(okuriganaSkeleton('売り切れ')).toBe('売切');
  });

  it('gives none for one kanji, a word not beginning with a kanji, katakana, or a particle inside', () => {
    expect(okuriganaSkeleton('上がり')).toBeNull();
    expect(okuriganaSkeleton('お買い得')).toBeNull();
    expect(okuriganaSkeleton('ゴム底')).toBeNull();
    expect(okuriganaSkeleton('天の川')).toBeNull();
  });
});

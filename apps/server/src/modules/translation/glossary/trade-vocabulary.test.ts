import { describe, expect, it } from 'vitest';
import { COMMON_WORDS } from './common-words';
import { normalizeKeyword } from './dictionary';
import { glossTitle } from './glossary-translator';
import { JA_ZH_VOCABULARY } from './ja-zh-vocabulary';
import { MAKER_VOCABULARY } from './maker-vocabulary';
import { testGlossary } from './test-glossary';
import { EVERYDAY_WORDS, TRADE_VOCABULARY } from './trade-vocabulary';

const key = (ja: string) => normalizeKeyword(ja).toLowerCase();

describe('trade vocabulary', () => {
  it('lists each Japanese word once and gives every one a Chinese word', () => {
    const keys = TRADE_VOCABULARY.map(([ja]) => key(ja));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [ja, zh] of TRADE_VOCABULARY) expect(zh.trim(), ja).not.toBe('');
  });

  it('lists each everyday word once, none a word of another hand list it would silently replace (decisions 118, 119)', () => {
    const everyday = [...EVERYDAY_WORDS, ...COMMON_WORDS];
    const keys = everyday.map(([ja]) => key(ja));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [ja, zh] of everyday) expect(zh.trim(), ja).not.toBe('');
    const others = new Set([...TRADE_VOCABULARY, ...MAKER_VOCABULARY, ...JA_ZH_VOCABULARY].map(([ja]) => key(ja)));
    expect(keys.filter((k) => others.has(k))).toEqual([]);
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

  it('gives the commerce sense where a brand or a piece reading misleads (decision 092)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('カラー 赤')).toBe('颜色 · 红色'); // not the brand kolor, whose Japanese name is カラー
    expect(gloss('パフスリーブ')).toBe('泡泡袖'); // not 粉扑 + 卡套
    expect(gloss('シャープ芯')).toBe('自动铅笔芯'); // not 夏普 + 芯
    expect(gloss('シングルライダース')).toBe('单排扣机车夹克'); // not 单曲
    expect(gloss('本革靴')).toBe('真皮鞋'); // not 书 + 皮鞋
  });

  it('reads common loanwords it did not know, alone and in titles, and their compounds whole (decision 106)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('バイオリンケース')).toBe('小提琴 · 盒');
    expect(gloss('ミンクコート 美品')).toBe('貂皮 · 大衣 · 美品');
    expect(gloss('サラダ ボウル セット')).toBe('沙拉 · 碗 · 套装');
    expect(gloss('ヒューズ 10A 5個')).toBe('保险丝 · 10A · 5个');
    expect(gloss('ダイビングスーツ')).toBe('潜水服'); // not 潜水 + 西装
    expect(gloss('ポーカーチップ')).toBe('扑克筹码'); // not 扑克 + 小费
    expect(gloss('ネオンサイン')).toBe('霓虹灯招牌'); // not 霓虹灯 + 签名
    expect(gloss('ホースリール')).toBe('软管卷盘'); // not 软管 + 渔轮
    // ホース is a hose or a horse, ビオラ a viola or the flower: left out alone; the horse's leather is its own word.
    expect(gloss('ホース')).toBe('「ホース」');
    expect(gloss('ビオラ')).toBe('「ビオラ」');
    expect(gloss('ホースレザー')).toBe('马皮');
    expect(gloss('ホースビット')).toBe('马衔扣');
  });

  it('reads the stationery words of the mermer2024 tuning titles (decision 106)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('ブーケサンキューシール')).toBe('花束感谢贴纸');
    expect(gloss('デザインペーパー ポチ袋')).toBe('设计 · 纸 · 小红包袋'); // ポチ alone is 马前卒 (a dog's name, a pawn)
    expect(gloss('ケアシール 宛名シール')).toBe('小心轻放贴纸 · 地址贴纸');
    expect(gloss('在庫整理 在庫処分')).toBe('清仓');
    expect(gloss('書類ケース')).toBe('文件 · 盒');
    expect(gloss('整理券')).toBe('号码券');
  });

  it('reads common kanji words a listing uses, which the open data left out (decision 106)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('最強 カード')).toBe('最强 · 卡'); // CC-CEDICT lacks 最强, so the open data had no entry
    expect(gloss('作動確認済み')).toBe('运转 · 已确认');
    expect(gloss('返品不可')).toBe('退货 · 不可');
    expect(gloss('表紙 破れ')).toBe('封面 · 破损');
    expect(gloss('充電池')).toBe('充电电池'); // not 充电 + 池
    expect(gloss('小物入れ')).toBe('小物收纳盒'); // the analyser cuts 小 + 物入れ
  });

  it('reads loanwords of less common spellings, and the underwire sense of ノンワイヤー (decision 106)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('フクロウ 置物')).toBe('猫头鹰 · 摆件');
    expect(gloss('ネガフィルム')).toBe('底片');
    expect(gloss('リビングルーム')).toBe('客厅');
    expect(gloss('ブラスバンド')).toBe('铜管乐队'); // not 黄铜 + 乐队
    expect(gloss('ノンワイヤー')).toBe('无钢圈'); // a bra without underwire; the open data said 无线 (wireless)
  });

  it('reads listing, price, condition and care words of kanji and kana (decision 106)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('値引き不可')).toBe('打折 · 不可');
    expect(gloss('折り畳み傘')).toBe('折叠 · 伞');
    expect(gloss('外付けHDD')).toBe('外接 · HDD');
    expect(gloss('染みあり')).toBe('污渍 · 有');
    expect(gloss('縫い目ほつれ')).toBe('针脚 · 开线');
    expect(gloss('税込み価格')).toBe('含税 · 价格');
    expect(gloss('物干し竿')).toBe('晾衣杆'); // a pole; the open data said 晒衣绳 (a line)
  });

  it('reads shoe, jewellery, home, bag and stationery words written from knowledge, and corrects wrong senses (decision 108)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('モンクストラップ ヌバック')).toBe('孟克鞋 · 磨砂皮');
    expect(gloss('デザートブーツ')).toBe('沙漠靴'); // not 甜点 + 靴子
    expect(gloss('本真珠 ネックレス')).toBe('天然珍珠 · 项链'); // not 书 + 珍珠
    expect(gloss('ラピスラズリ')).toBe('青金石'); // not 天青石 (celestine)
    expect(gloss('メレダイヤ エタニティリング')).toBe('碎钻 · 排钻戒指');
    expect(gloss('シーリングライト')).toBe('吸顶灯');
    expect(gloss('玄関マット')).toBe('门垫');
    expect(gloss('ドラムバッグ')).toBe('圆筒包'); // not 架子鼓 + 包
    expect(gloss('角擦れ 型崩れなし')).toBe('边角磨损 · 变形 · 无');
    expect(gloss('斜めがけ')).toBe('斜挎'); // not 横斜
    expect(gloss('下敷き')).toBe('垫板'); // not 基座
    expect(gloss('鉛筆キャップ')).toBe('铅笔笔帽'); // a compound key of its own (キャップ alone: decision 123)
  });

  it('reads pattern, material and home-goods words written from knowledge, whole where a piece misleads (decision 108)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('ドット柄 ワンピース')).toBe('波点 · 连衣裙');
    expect(gloss('傘の柄')).toBe('伞 · 「柄」'); // 柄 alone is a pattern or a handle: only whole pattern words
    // Suffixes with a sense of their own (decision 120): a troupe or team, a registration form.
    expect(gloss('応援団')).toBe('应援 · 团');
    expect(gloss('離婚届セット')).toBe('离婚 · 申请书 · 套装');
    expect(gloss('届いた')).toBe('到');
    expect(gloss('ヌメ革 コードバン')).toBe('植鞣革 · 马臀皮');
    expect(gloss('無垢材')).toBe('实木'); // not 清白 + 材
    expect(gloss('すり鉢 すりこぎ')).toBe('研磨钵 · 研磨棒');
    expect(gloss('鍋つかみ')).toBe('隔热手套'); // not 锅 + 拿
    expect(gloss('棚受け金具')).toBe('层板托 · 五金'); // not 架子 + 获得
    expect(gloss('カラーボックス')).toBe('格子柜'); // not 颜色 + 盒
    expect(gloss('ザル')).toBe('沥水篮');
    expect(gloss('ざるそば')).toBe('竹笼荞麦面'); // the dish
    expect(gloss('トレブルフック')).not.toContain('挂钩'); // a lure's hook is not a wall hook: フック is left out
  });

  it('reads beauty, tool and car-part words, and the compounds of バック and ボディ whole (decision 108)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('ブラケット')).toBe('支架'); // not 文胸 + 毛毯
    expect(gloss('ダウンサス')).toBe('短弹簧'); // not 羽绒 + 悬挂
    expect(gloss('ヘアミルク')).toBe('护发乳'); // not 头发 + 牛奶
    expect(gloss('ランダムサンダー')).toBe('偏心砂光机'); // サンダー alone is left out (a sander, Zapdos, thunder)
    expect(gloss('バックカメラ')).toBe('倒车摄像头'); // not 包 + 相机
    expect(gloss('バックポケット')).toBe('后袋');
    expect(gloss('ボディミスト')).toBe('身体喷雾'); // not 机身喷雾
    expect(gloss('ボディキャップ')).toBe('机身盖');
  });

  it('reads clothing words, and corrects 日焼け and the easy of イージー (decision 108)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('ボートネック フライトジャケット')).toBe('一字领 · 飞行夹克');
    expect(gloss('虫食いなし')).toBe('虫蛀 · 无');
    expect(gloss('五分袖')).toBe('五分袖'); // not 五 + 份 + 袖
    expect(gloss('日焼けあり')).toBe('日晒 · 有'); // not 日晒伤 (sunburn)
    expect(gloss('イージーパンツ')).toBe('松紧裤'); // not 椰子鞋 + 裤子
    expect(gloss('イージーケア')).toBe('易打理');
  });

  it('reads camera, figure, card and game words, and corrects their wrong readings (decision 108)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('前玉 後玉 ヘリコイド')).toBe('前镜片 · 后镜片 · 对焦螺纹');
    expect(gloss('絞り羽根 油滲み')).toBe('光圈叶片 · 油渗'); // not 挤压 + 羽毛
    expect(gloss('大判カメラ')).toBe('大画幅相机');
    expect(gloss('大判ストール')).toBe('大尺寸 · 披肩'); // not 大码, a clothing size
    expect(gloss('ドット抜け')).toBe('坏点'); // not 波点 + 过失
    expect(gloss('雲台 一脚')).toBe('云台 · 独脚架');
    expect(gloss('構築済みデッキ')).toBe('预组卡组');
  });

  it('reads record, audio, watch and sports words, and corrects their wrong readings (decision 108)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('盤面 反り 針飛び')).toBe('盘面 · 翘曲 · 跳针'); // not 针 + 飞行
    expect(gloss('MCカートリッジ トーンアーム')).toBe('MC唱头 · 唱臂'); // カートリッジ alone stays 墨囊
    expect(gloss('オープンリールデッキ')).toBe('开盘机'); // not 豁 + 渔轮
    expect(gloss('卓球 ラケット')).toBe('乒乓球 · 球拍'); // not 桌球 (billiards)
    expect(gloss('クロスバイク')).toBe('混合自行车'); // not 交叉 + 摩托车
    expect(gloss('余り駒')).toBe('多余表节');
  });

  it('reads shades of colours as one word, and a compound by its head where the rest is unknown (decision 116)', () => {
    const gloss = (title: string) => glossTitle(title, testGlossary());
    expect(gloss('ライトグレー マットブラック シャンパンゴールド')).toBe('浅灰色 · 哑光黑色 · 香槟金色');
    expect(gloss('ライトグリーン')).toBe('浅绿色'); // the open data said 品绿
    expect(gloss('ハードカバー')).toBe('精装'); // not 辛苦 + 套
    // The head names the kind; the name before it stays as written, marked.
    expect(gloss('アーロンチェア')).toBe('「アーロン」 · 椅子');
    expect(gloss('スカルプリント')).toBe('「スカル」 · 印花');
    // Never a head whose Chinese narrows the compound, nor a piece that holds only alone.
    expect(gloss('ハイキングポンチョ ハイストレッチデニム')).toBe('徒步斗篷 · 高弹牛仔'); // not 高昂 + 国王 + 斗篷
    // A katakana word glued to a Latin one is not joined to the next word written apart: a Switch Lite, yellow.
    expect(gloss('switchライト イエロー')).toBe('switch · 「ライト」 · 黄色');
    expect(gloss('ドライスーツ')).not.toContain('西装');
    expect(gloss('ソフトケース')).not.toContain('盒');
  });
});

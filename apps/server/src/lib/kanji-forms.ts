/**
 * Simplified Chinese ↔ Japanese (shinjitai) kanji forms: a Chinese query word the dictionary does not know is
 * searched in its Japanese form (时计 → 時計, 铸铁 → 鋳鉄, 刺绣 → 刺繍), and a Japanese name is read in the form a
 * Chinese reader uses (浜崎 → 滨崎). Pairs "simplified Japanese", kept as written in both scripts.
 */
const PAIRS: readonly string[] = [
  '时時 计計 钟鐘 钱銭 币幣 银銀 铁鉄 铜銅 锅鍋 镜鏡 针針 书書 图図 纸紙 笔筆 绘絵 卷巻 页頁 杂雑 读読 说説',
  '话話 语語 词詞 译訳 记記 车車 轮輪 运運 动動 机機 电電 脑脳 视視 观観 热熱 门門 开開 关関 间間 问問 闻聞',
  '东東 乐楽 广広 庆慶 应応 龙竜 马馬 鸟鳥 鱼魚 鸡鶏 龟亀 长長 发発 个個 价価 优優 伞傘 传伝 伦倫 红紅 绿緑',
  '蓝藍 丝糸 线線 织織 绢絹 纯純 细細 结結 绳縄 续続 经経 缎緞 编編 网網 罗羅 饰飾 带帯 贝貝 财財 货貨 买買',
  '卖売 赏賞 质質 贵貴 费費 资資 贴貼 瓷磁 壶壺 盘盤 剑剣 觉覚 举挙 兴興 气気 药薬 团団 圆円 园園 围囲 边辺',
  '还還 进進 远遠 选選 适適 连連 这這 过過 达達 迟遅 钓釣 岛島 叶葉 苏蘇 艺芸 节節 范範 众衆 对対 师師 帅帥',
  '尔爾 实実 宁寧 层層 单単 历歴 压圧 厅庁 后後 圣聖 坏壊 处処 备備 复復 头頭 奖奨 妆粧 娱娯 孙孫 宽寛 导導',
  '岁歳 库庫 张張 弹弾 归帰 录録 彻徹 总総 战戦 户戸 扑撲 执執 扩拡 扫掃 护護 报報 拟擬 拥擁 择択 挂掛 换換',
  '据拠 摄撮 击撃 斋斎 无無 显顕 暂暫 术術 杀殺 极極 构構 枪槍 标標 样様 树樹 桥橋 梦夢 检検 欢歓 毕畢 沟溝',
  '泽沢 洁潔 济済 浓濃 涂塗 满満 滨浜 灭滅 灵霊 炼錬 烟煙 烧焼 爱愛 牵牽 犹猶 猎猟 玛瑪 环環 现現 琼瓊 畅暢',
  '疗療 盖蓋 监監 矿鉱 础礎 祸禍 离離 种種 积積 稳穏 穷窮 竞競 笼籠 筑築 简簡 类類 粮糧 紧緊 纤繊 约約 级級',
  '纪紀 纳納 纵縦 纹紋 纺紡 组組 练練 终終 绍紹 给給 绝絶 统統 维維 绵綿 缘縁 缩縮 罐缶 罚罰 职職 聪聡 肃粛',
  '肠腸 肤膚 胜勝 脏臓 荣栄 获獲 营営 萤蛍 虑慮 蚀蝕 蜡蝋 补補 袭襲 规規 览覧 订訂 认認 讨討 让譲 训訓 议議',
  '讲講 许許 论論 设設 访訪 证証 评評 识識 诉訴 试試 诗詩 诚誠 询詢 该該 详詳 误誤 请請 诸諸 课課 谁誰 调調',
  '谈談 谢謝 谱譜 购購 贯貫 贸貿 赖頼 赠贈 赵趙 趋趨 跃躍 轨軌 软軟 轻軽 载載 较較 辆両 辈輩 输輸 迁遷 违違',
  '递逓 邮郵 邻隣 郑鄭 酱醤 释釈 钢鋼 钵鉢 铃鈴 铅鉛 铭銘 铸鋳 锁鎖 锋鋒 锦錦 键鍵 镇鎮 闭閉 闲閑 阅閲 队隊',
  '阳陽 阴陰 阶階 际際 陆陸 陈陳 险険 隐隠 难難 雾霧 韩韓 顶頂 项項 顺順 须須 顽頑 顾顧 顿頓 预預 领領 频頻',
  '题題 颜顔 额額 风風 飞飛 饭飯 饮飲 饼餅 馆館 驱駆 驾駕 验験 骑騎 鲜鮮 鹤鶴 齐斉 齿歯 义義 乌烏 亚亜 产産',
  '亲親 仪儀 伤傷 佛仏 俭倹 债債 倾傾 儿児 兽獣 册冊 军軍 农農 冲沖 决決 况況 净浄 减減 凤鳳 则則 刚剛 创創',
  '别別 剂剤 剧劇 务務 劳労 势勢 勋勲 华華 协協 卫衛 县県 变変 叠畳 叹嘆 吕呂 吴呉 员員 听聴 启啓 响響 唤喚',
  '场場 块塊 坚堅 坛壇 垒塁 垦墾 壳殻 夸誇 夺奪 奋奮 妇婦 宠寵 审審 宪憲 宫宮 宾賓 寻尋 尘塵 帐帳 庄荘 庙廟',
  '废廃 异異 弃棄 强強 忆憶 忧憂 怀懐 态態 恶悪 恳懇 惊驚 惯慣 愿願 戏戯 扬揚 扰擾 抚撫 挥揮 损損 掷擲 敌敵',
  '晓暁 权権 杨楊 杰傑 枣棗 栏欄 毁毀 汉漢 汤湯 泪涙 测測 润潤 渊淵 渐漸 渔漁 溃潰 滤濾 灾災 烂爛 烛燭 烦煩',
  '爷爺 珐琺 盐塩 矫矯 砚硯 确確 秃禿 秽穢 窑窯 竖竪 筛篩 粪糞 纠糾 纬緯 纱紗 纲綱 纷紛 络絡 绣繍 继継 绩績',
  '绪緒 缓緩 罢罷 习習 耸聳 联連 肾腎 肿腫 胀脹 胁脅 胶膠 脉脈 舰艦 苍蒼 荐薦 莲蓮 虏虜 蚁蟻 蝇蝿 袄襖 锻鍛',
  '锈錆 铲鏟 钉釘 钩鈎 钻鑽 链鎖 锤鎚 镀鍍 镂鏤 铠鎧 锯鋸 镰鎌 锡錫 钮鈕 钳鉗 钞鈔 镑鎊 锰錳',
];

export const SIMPLIFIED_TO_JAPANESE: ReadonlyMap<string, string> = new Map(
  PAIRS.flatMap((line) => line.split(' ').filter(Boolean)).map((pair) => [pair[0], pair[1]] as const),
);

/** The Japanese kanji form of a Chinese word (characters without a different Japanese form stay). */
export function toJapaneseKanji(text: string): string {
  let out = '';
  for (const c of text) out += SIMPLIFIED_TO_JAPANESE.get(c) ?? c;
  return out;
}

/** Japanese → simplified; where two simplified forms share one Japanese form (连/联 → 連), the first listed. */
const JAPANESE_TO_SIMPLIFIED: ReadonlyMap<string, string> = new Map(
  [...SIMPLIFIED_TO_JAPANESE].reverse().map(([simplified, japanese]) => [japanese, simplified] as const),
);

/** The simplified form of a Japanese kanji text (characters written alike in both stay). */
export function toSimplifiedKanji(text: string): string {
  let out = '';
  for (const c of text) out += JAPANESE_TO_SIMPLIFIED.get(c) ?? c;
  return out;
}

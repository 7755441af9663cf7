import { CHINESE_TEXT_KIND_LABELS, type ChineseTextKind } from '@daigou/contract';
import '../shared-components.css';

/** Which text a member reads: the Chinese (译文, the default) or what the seller wrote (原文). */
export type Reading = 'zh' | 'ja';

const OPTIONS: { value: Reading; label: string }[] = [
  { value: 'zh', label: '译文' },
  { value: 'ja', label: '原文' },
];

/** The 原文 / 译文 switch (two toggle buttons; the pressed one is the text shown). */
export function ReadingSwitch({
  value,
  onChange,
  label,
  testId,
}: {
  value: Reading;
  onChange: (value: Reading) => void;
  /** What it switches, for screen readers: 标题和说明, 评价 … */
  label: string;
  testId?: string;
}) {
  return (
    <fieldset className="reading-switch" aria-label={`${label}：译文或原文`} data-testid={testId}>
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          className={o.value === value ? 'reading-switch__option reading-switch__option--on' : 'reading-switch__option'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * What kind of Chinese a text is: 关键词译文 (a keyword gloss, never a translation), 机器翻译 or 人工译文.
 * `only` limits the tag to some kinds (cards tag only the gloss).
 */
export function ChineseKindTag({ kind, only }: { kind: ChineseTextKind; only?: readonly ChineseTextKind[] }) {
  if (only && !only.includes(kind)) return null;
  return (
    <span className={`zh-kind zh-kind--${kind}`} data-testid="zh-kind" title={kind === 'gloss' ? GLOSS_HINT : undefined}>
      {CHINESE_TEXT_KIND_LABELS[kind]}
    </span>
  );
}

const GLOSS_HINT = '按词典逐词对照，不是翻译；「」内是词典里没有的日文原词';
/** A gloss's unknown words, kept in Japanese and marked 「…」 by the server (decision 079). */
const UNKNOWN_WORD = /(「[^「」]+」)/;

/**
 * A title in Chinese. In a keyword gloss, the words the glossary does not know (「…」) are set apart in their
 * own style and marked as Japanese; other kinds are shown as they are.
 */
export function ChineseTitle({ text, kind }: { text: string; kind: ChineseTextKind }) {
  if (kind !== 'gloss' || !text.includes('「')) return <>{text}</>;
  return (
    <>
      {text.split(UNKNOWN_WORD).map((piece, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, in order.
          <span key={i} className="zh-unknown" lang="ja" title="词典里没有的词，保留日文原文">
            {piece}
          </span>
        ) : (
          piece
        ),
      )}
    </>
  );
}

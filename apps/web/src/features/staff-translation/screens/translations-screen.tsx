import { CHINESE_TEXT_KIND_LABELS, correctTitleSchema, ITEM_ID_PATTERN, type TitleTranslation } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/console/page-header';
import { useAction } from '../../../components/console/use-action';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useCorrectTitle } from '../api/correct-title';
import { useTitleTranslation } from '../api/get-title-translation';

/** The correction form for one item's title: what members read, what the machine says, and the operator's Chinese. */
function TitleCorrection({ translation }: { translation: TitleTranslation }) {
  const [text, setText] = useState(translation.correction ?? translation.machine);
  const correct = useCorrectTitle();
  const { busy, run } = useAction();
  const parsed = correctTitleSchema.safeParse({ itemId: translation.itemId, titleZh: text });
  const issue = parsed.success ? (parsed.data.titleZh ? null : '请填写译文') : (parsed.error.issues[0]?.message ?? '请检查输入');
  return (
    <section className="admin-card" data-testid="title-correction">
      <h2>
        商品 <Link to={`/shop/product/${translation.itemId}`}>{translation.itemId}</Link>
      </h2>
      <dl className="admin-facts admin-facts--wide">
        <div>
          <dt>原文标题</dt>
          <dd lang="ja">{translation.title}</dd>
        </div>
        <div>
          <dt>会员看到（{CHINESE_TEXT_KIND_LABELS[translation.titleZhKind]}）</dt>
          <dd data-testid="title-shown">{translation.titleZh}</dd>
        </div>
        <div>
          <dt>机器结果（{CHINESE_TEXT_KIND_LABELS[translation.machineKind]}）</dt>
          <dd>{translation.machine}</dd>
        </div>
        {translation.correctedAt !== null && (
          <div>
            <dt>人工译文保存于</dt>
            <dd>{formatDateTime(translation.correctedAt)}</dd>
          </div>
        )}
      </dl>
      <div className="admin-form admin-form--wide">
        <label htmlFor="title-zh">人工译文</label>
        <InputText id="title-zh" value={text} onChange={(e) => setText(e.target.value)} maxLength={300} />
        <span />
        <span className={issue ? 'admin-bad' : 'admin-hint'}>
          {issue ?? '保存后所有显示这个标题的地方（搜索结果、商品页、新订单）都用人工译文，优先于机器结果。'}
        </span>
        <div className="admin-form__actions">
          <Button
            label="保存译文"
            icon="pi pi-save"
            loading={busy}
            disabled={issue !== null}
            onClick={() => run(() => correct.mutateAsync({ itemId: translation.itemId, titleZh: text }), { done: '译文已保存' })}
          />
          {translation.correction !== null && (
            <Button
              label="恢复机器结果"
              icon="pi pi-undo"
              outlined
              disabled={busy}
              onClick={() =>
                run(() => correct.mutateAsync({ itemId: translation.itemId, titleZh: '' }), {
                  ask: { message: '删除人工译文，恢复机器结果？' },
                  done: '已恢复机器结果',
                })
              }
            />
          )}
        </div>
      </div>
    </section>
  );
}

/** 标题译文: look up an item by its id and correct its title's Chinese by hand (audited; wins over the machine). */
export default function TranslationsScreen() {
  const [params, setParams] = useSearchParams();
  const itemId = params.get('itemId') ?? '';
  const [typed, setTyped] = useState(itemId);
  const valid = ITEM_ID_PATTERN.test(itemId);
  const translation = useTitleTranslation(valid ? itemId : '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { itemId: typed.trim() } : {});
  };
  return (
    <div data-testid="admin-translations">
      <PageHeader title="标题译文" />
      <p className="muted">
        会员在搜索结果、商品页和订单里看到标题的中文：配置了 DeepL
        时是机器翻译，否则是关键词译文。某个标题译得不好时，在这里按商品编号填写人工译文。
      </p>
      <form className="admin-filters" onSubmit={submit}>
        <InputText
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder="商品编号，如 w236150946"
          aria-label="商品编号"
        />
        <Button type="submit" label="查找" icon="pi pi-search" />
      </form>
      {itemId && !valid ? (
        <p className="admin-bad">商品编号格式不正确</p>
      ) : !valid ? null : translation.isPending ? (
        <LoadingBlock height={160} />
      ) : translation.isError ? (
        <ErrorState message={errorMessage(translation.error)} onRetry={() => translation.refetch()} />
      ) : (
        <TitleCorrection key={`${translation.data.itemId}:${translation.data.correctedAt ?? 0}`} translation={translation.data} />
      )}
    </div>
  );
}

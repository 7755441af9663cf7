import type { AdminHelpPage } from '@daigou/contract';
import DOMPurify from 'dompurify';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useRef, useState } from 'react';
import { ConsoleTabs } from '../../../components/console/console-tabs';
import { PageHeader } from '../../../components/console/page-header';
import { useAction } from '../../../components/console/use-action';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useHelpPages } from '../api/get-help-pages';
import { useSaveHelpPage } from '../api/save-help-page';

const TOOLS: Array<{ label: string; icon?: string; command: string; value?: string }> = [
  { label: '粗体', icon: 'pi pi-bold', command: 'bold' },
  { label: '斜体', icon: 'pi pi-italic', command: 'italic' },
  { label: '标题', command: 'formatBlock', value: 'h2' },
  { label: '小标题', command: 'formatBlock', value: 'h3' },
  { label: '正文', command: 'formatBlock', value: 'p' },
  { label: '编号列表', icon: 'pi pi-list', command: 'insertOrderedList' },
  { label: '列表', icon: 'pi pi-circle-fill', command: 'insertUnorderedList' },
  { label: '清除格式', icon: 'pi pi-eraser', command: 'removeFormat' },
];

/** A small rich-text editor (contentEditable) with an HTML source view; the server sanitises on save. */
function HelpEditor({ page }: { page: AdminHelpPage }) {
  const [title, setTitle] = useState(page.title);
  const [source, setSource] = useState(page.html);
  const [showSource, setShowSource] = useState(false);
  const editor = useRef<HTMLDivElement>(null);
  const save = useSaveHelpPage();
  const { busy, run } = useAction();
  const current = () => (showSource ? source : (editor.current?.innerHTML ?? source));
  const exec = (command: string, value?: string) => {
    editor.current?.focus();
    document.execCommand(command, false, value);
  };
  const link = () => {
    const url = window.prompt('链接地址（https://… 或 /…）');
    if (url && (/^https?:\/\//i.test(url) || url.startsWith('/'))) exec('createLink', url);
  };
  return (
    <section className="admin-card" data-testid={`help-editor-${page.id}`}>
      <div className="admin-form admin-form--title">
        <label htmlFor={`help-title-${page.id}`}>标题</label>
        <InputText id={`help-title-${page.id}`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={64} />
      </div>
      <div className="admin-toolbar" style={{ marginTop: '0.75rem' }}>
        {!showSource &&
          TOOLS.map((tool) => (
            <Button
              key={tool.label}
              type="button"
              size="small"
              text
              icon={tool.icon}
              label={tool.icon ? undefined : tool.label}
              aria-label={tool.label}
              title={tool.label}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => exec(tool.command, tool.value)}
            />
          ))}
        {!showSource && (
          <Button type="button" size="small" text icon="pi pi-link" aria-label="链接" title="链接" onClick={link} />
        )}
        <Button
          type="button"
          size="small"
          text
          label={showSource ? '可视化编辑' : 'HTML 源码'}
          onClick={() => {
            if (!showSource) setSource(editor.current?.innerHTML ?? source);
            setShowSource(!showSource);
          }}
        />
      </div>
      {showSource ? (
        <InputTextarea
          value={source}
          onChange={(e) => setSource(e.target.value)}
          rows={16}
          style={{ width: '100%', fontFamily: 'monospace' }}
          aria-label="HTML 源码"
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a rich-text editing surface, not a plain text field
        <div
          ref={editor}
          tabIndex={0}
          className="admin-editor help-content"
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label="帮助内容"
          // Shown sanitised while editing too; the server sanitises again on save.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify
          dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(source) }}
        />
      )}
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', marginTop: '0.75rem' }}>
        <Button
          label="保存"
          icon="pi pi-save"
          loading={busy}
          disabled={!title.trim()}
          onClick={() =>
            run(
              async () => {
                const saved = await save.mutateAsync({ id: page.id, title: title.trim(), html: current() });
                setSource(saved.html);
              },
              { done: '帮助页已保存（脚本、样式和事件属性已清除）' },
            )
          }
        />
        <span className="admin-hint">
          上次更新 {formatDateTime(page.updatedAt)} · 页面地址 /#/guide?id={page.id}
        </span>
      </div>
    </section>
  );
}

/** 帮助页: the three guide pages (订单流程, 费用标准, 购买须知). */
export default function HelpScreen() {
  const pages = useHelpPages();
  const [active, setActive] = useState(1);
  if (pages.isPending) return <LoadingBlock />;
  if (pages.isError) return <ErrorState message={errorMessage(pages.error)} onRetry={() => pages.refetch()} />;
  const page = pages.data.find((p) => p.id === active) ?? pages.data[0];
  return (
    <div data-testid="admin-help">
      <PageHeader title="帮助页" />
      <ConsoleTabs
        tabs={pages.data.map((p) => p.id)}
        current={page?.id}
        label={(id) => pages.data.find((p) => p.id === id)?.title}
        onPick={setActive}
      />
      {page && <HelpEditor key={`${page.id}-${page.updatedAt}`} page={page} />}
    </div>
  );
}

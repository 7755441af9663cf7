import type { AdminBanner } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { useRef, useState } from 'react';
import { MoveButtons } from '../../../components/console/move-buttons';
import { PageHeader } from '../../../components/console/page-header';
import { useAction } from '../../../components/console/use-action';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteBanner } from '../api/delete-banner';
import { useBanners } from '../api/get-banners';
import { useReorderBanners } from '../api/reorder-banners';
import { useSaveBanner } from '../api/save-banner';
import { useUploadBannerImage } from '../api/upload-banner-image';

interface Draft {
  id?: number;
  img: string;
  jumpUrl: string;
  enabled: boolean;
  sort: number;
}

function BannerDialog({ draft, onHide }: { draft: Draft | null; onHide: () => void }) {
  const [value, setValue] = useState<Draft | null>(draft);
  const file = useRef<HTMLInputElement>(null);
  const upload = useUploadBannerImage();
  const save = useSaveBanner();
  const { busy, run } = useAction();
  if (!value) return null;
  return (
    <Dialog header={value.id ? '修改轮播图' : '新增轮播图'} visible onHide={onHide} style={{ width: '36rem' }}>
      <div className="admin-form" style={{ gridTemplateColumns: '6rem 1fr' }}>
        <span>图片</span>
        <div>
          {value.img && <img className="admin-banner-thumb" src={value.img} alt="轮播图预览" />}
          <input
            ref={file}
            type="file"
            hidden
            accept="image/jpeg,image/png,image/webp,image/gif"
            data-testid="banner-file"
            onChange={(e) => {
              const picked = e.target.files?.[0];
              if (picked)
                run(async () => setValue({ ...value, img: (await upload.mutateAsync(picked)).img }), { done: '图片已上传' });
            }}
          />
          <div>
            <Button label="上传图片" icon="pi pi-upload" size="small" loading={busy} onClick={() => file.current?.click()} />
            <span className="admin-hint"> 建议 1920×600，≤ 5 MB</span>
          </div>
        </div>
        <label htmlFor="banner-jump">跳转链接</label>
        <InputText
          id="banner-jump"
          value={value.jumpUrl}
          onChange={(e) => setValue({ ...value, jumpUrl: e.target.value })}
          placeholder="/guide?id=1 或 https://…"
        />
        <label htmlFor="banner-enabled">显示</label>
        <InputSwitch
          inputId="banner-enabled"
          checked={value.enabled}
          onChange={(e) => setValue({ ...value, enabled: Boolean(e.value) })}
        />
        <div className="admin-form__actions">
          <Button
            label="保存"
            icon="pi pi-save"
            disabled={!value.img}
            loading={busy}
            onClick={async () => {
              const input = {
                id: value.id,
                img: value.img,
                jumpUrl: value.jumpUrl.trim(),
                sort: value.sort,
                enabled: value.enabled ? 1 : 0,
              };
              if (await run(() => save.mutateAsync(input), { done: '轮播图已保存' })) onHide();
            }}
          />
          <Button label="取消" text onClick={onHide} />
        </div>
      </div>
    </Dialog>
  );
}

/** 轮播图: image, jump link, order, on/off; the home page shows changes at once. */
export default function BannersScreen() {
  const banners = useBanners();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const save = useSaveBanner();
  const { busy, run } = useAction();
  const [editing, setEditing] = useState<Draft | null>(null);
  if (banners.isPending) return <LoadingBlock />;
  if (banners.isError) return <ErrorState message={errorMessage(banners.error)} onRetry={() => banners.refetch()} />;
  const list = banners.data;
  const ids = list.map((b) => b.id);
  return (
    <div data-testid="admin-banners">
      <PageHeader title="轮播图">
        <Button
          label="新增轮播图"
          icon="pi pi-plus"
          onClick={() => setEditing({ img: '', jumpUrl: '', enabled: true, sort: list.length })}
        />
      </PageHeader>
      <DataTable value={list} dataKey="id" size="small" emptyMessage="暂无轮播图">
        <Column header="图片" body={(b: AdminBanner) => <img className="admin-banner-thumb" src={b.img} alt="" />} />
        <Column field="jumpUrl" header="跳转链接" />
        <Column
          header="显示"
          body={(b: AdminBanner) => (
            <InputSwitch
              checked={b.enabled}
              aria-label="显示"
              disabled={busy}
              onChange={(e) =>
                run(
                  () => save.mutateAsync({ id: b.id, img: b.img, jumpUrl: b.jumpUrl, sort: b.sort, enabled: e.value ? 1 : 0 }),
                  {
                    done: e.value ? '已显示' : '已隐藏',
                  },
                )
              }
            />
          )}
        />
        <Column
          header="顺序"
          body={(_b: AdminBanner, { rowIndex }) => (
            <MoveButtons
              ids={ids}
              index={rowIndex}
              disabled={busy}
              onMove={(next) => run(() => reorder.mutateAsync({ ids: next }))}
            />
          )}
        />
        <Column
          header="操作"
          body={(b: AdminBanner) => (
            <span>
              <Button label="编辑" text size="small" onClick={() => setEditing({ ...b })} />
              <Button
                label="删除"
                text
                severity="danger"
                size="small"
                onClick={() =>
                  run(() => remove.mutateAsync({ id: b.id }), {
                    ask: { message: '删除这张轮播图？', danger: true },
                    done: '已删除',
                  })
                }
              />
            </span>
          )}
        />
      </DataTable>
      {editing && <BannerDialog key={editing.id ?? 'new'} draft={editing} onHide={() => setEditing(null)} />}
    </div>
  );
}

import type { InspectionPhoto } from '@daigou/contract';
import { Button } from 'primereact/button';
import { useRef } from 'react';
import { toast } from '../../../lib/toast';
import { useDeleteInspectionPhoto } from '../api/delete-inspection-photo';
import { useUploadInspectionPhoto } from '../api/upload-inspection-photo';
import { useAction } from './use-action';

/** Inspection photos: upload (one call per file, re-encoded by the server) and remove. */
export function InspectionPhotos({
  orderId,
  photos,
  canUpload,
}: {
  orderId: number;
  photos: InspectionPhoto[];
  canUpload: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadInspectionPhoto(orderId);
  const remove = useDeleteInspectionPhoto(orderId);
  const { busy, run } = useAction();

  const onFiles = async (files: FileList | null) => {
    const list = [...(files ?? [])];
    if (input.current) input.current.value = '';
    let done = 0;
    for (const file of list) {
      if (await run(() => upload.mutateAsync(file))) done++;
    }
    if (done > 0) toast.success(`已上传 ${done} 张验货照片`);
  };

  return (
    <div data-testid="admin-photos">
      <div className="admin-photos">
        {photos.length === 0 && <p className="muted">暂无验货照片</p>}
        {photos.map((photo) => (
          <div className="admin-photo" key={photo.id}>
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img src={photo.url} alt="验货照片" loading="lazy" />
            </a>
            <Button
              icon="pi pi-trash"
              rounded
              severity="danger"
              size="small"
              aria-label="删除照片"
              onClick={() =>
                run(() => remove.mutateAsync({ id: photo.id }), {
                  ask: { message: '删除这张验货照片？会员将不再看到它。', danger: true },
                  done: '照片已删除',
                })
              }
            />
          </div>
        ))}
      </div>
      {canUpload && (
        <div style={{ marginTop: '0.5rem' }}>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            hidden
            data-testid="photo-input"
            onChange={(e) => onFiles(e.target.files)}
          />
          <Button label="上传验货照片" icon="pi pi-upload" size="small" loading={busy} onClick={() => input.current?.click()} />
          <span className="admin-hint"> JPG/PNG/WebP/GIF，每张 ≤ 5 MB，服务器重新编码</span>
        </div>
      )}
    </div>
  );
}

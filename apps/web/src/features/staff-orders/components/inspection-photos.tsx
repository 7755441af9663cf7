import type { InspectionPhoto } from '@daigou/contract';
import { Button } from 'primereact/button';
import { PhotoUpload } from '../../../components/console/photo-upload';
import { useAction } from '../../../components/console/use-action';
import { useDeleteInspectionPhoto } from '../api/delete-inspection-photo';
import { useUploadInspectionPhoto } from '../api/upload-inspection-photo';

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
  const upload = useUploadInspectionPhoto(orderId);
  const remove = useDeleteInspectionPhoto(orderId);
  const action = useAction();

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
                action.run(() => remove.mutateAsync({ id: photo.id }), {
                  ask: { message: '删除这张验货照片？会员将不再看到它。', danger: true },
                  done: '照片已删除',
                })
              }
            />
          </div>
        ))}
      </div>
      {canUpload && (
        <PhotoUpload
          noun="验货照片"
          hint="JPG/PNG/WebP/GIF，每张 ≤ 5 MB，服务器重新编码"
          inputTestId="photo-input"
          upload={(file) => upload.mutateAsync(file)}
          action={action}
        />
      )}
    </div>
  );
}

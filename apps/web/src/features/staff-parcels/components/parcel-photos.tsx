import type { AdminParcelDetail } from '@daigou/contract';
import { PhotoUpload } from '../../../components/console/photo-upload';
import { useAction } from '../../../components/console/use-action';
import { useUploadParcelPhoto } from '../api/upload-parcel-photo';

/** Packing photos: the packed parcel on the scale, the label; the member sees them on the parcel. */
export function ParcelPhotos({
  parcelId,
  photos,
  canUpload,
}: {
  parcelId: number;
  photos: AdminParcelDetail['photos'];
  canUpload: boolean;
}) {
  const upload = useUploadParcelPhoto(parcelId);
  const action = useAction();
  return (
    <div data-testid="parcel-photos">
      <div className="admin-photos">
        {photos.length === 0 && <p className="muted">暂无包裹照片</p>}
        {photos.map((photo) => (
          <div className="admin-photo" key={photo.id}>
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img src={photo.url} alt="包裹照片" loading="lazy" />
            </a>
          </div>
        ))}
      </div>
      {canUpload && (
        <PhotoUpload
          noun="包裹照片"
          hint="每个包裹最多 12 张，每张 ≤ 5 MB"
          inputTestId="parcel-photo-input"
          upload={(file) => upload.mutateAsync(file)}
          action={action}
        />
      )}
    </div>
  );
}

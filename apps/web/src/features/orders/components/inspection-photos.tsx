import { Image } from 'primereact/image';
import { formatDateTime } from '../../../lib/format-date';
import { useInspectionPhotos } from '../api/get-inspection-photos';

/** The inspection photos staff posted at the warehouse (shown once the order asked for inspection). */
export function InspectionPhotos({ orderId }: { orderId: number }) {
  const photos = useInspectionPhotos(orderId, true);
  if (photos.isPending) return <p className="muted">正在读取验货照片…</p>;
  if (photos.isError || photos.data.length === 0) return <p className="muted">商品到仓后，仓库拍摄的照片会显示在这里。</p>;
  return (
    <ul className="inspection-photos" data-testid="inspection-photos">
      {photos.data.map((p) => (
        <li key={p.id}>
          <Image src={p.url} alt={`验货照片 ${formatDateTime(p.createdAt)}`} width="160" preview />
        </li>
      ))}
    </ul>
  );
}

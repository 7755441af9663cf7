import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The QR of a pay URL (absolute, so a phone can open it), drawn in the browser. */
export function PayQrCode({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: 'M' })
      .then((data) => live && setSrc(data))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="pay-qr" data-testid="pay-qr">
      {src ? <img src={src} alt={label} width={200} height={200} /> : <span className="muted">二维码生成中…</span>}
    </div>
  );
}

import type { Address } from '@daigou/contract';

/** One address as the member reads it: who, where, and the masked ID number. */
export function AddressLines({ address }: { address: Address }) {
  return (
    <>
      <p className="address-card__who">
        <strong>{address.recipient}</strong> <span>{address.mobile}</span>
        {address.isDefault && <span className="address-card__default">默认</span>}
      </p>
      <p className="address-card__where">
        {address.province} {address.city === '市辖区' ? '' : `${address.city} `}
        {address.district} {address.street}
        {address.postcode && <span className="muted">（{address.postcode}）</span>}
      </p>
      {address.idNumberMasked && <p className="muted address-card__id">身份证 {address.idNumberMasked}</p>}
    </>
  );
}

import './addresses.css';
import { ADDRESS_MAX, type Address } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { confirm } from '../../../lib/confirm';
import { toast } from '../../../lib/toast';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressLines } from './address-card';
import { AddressForm } from './address-form';

/** The address dialog: adding (no address) or editing one. */
export function AddressDialog({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  address?: Address;
  onClose: () => void;
  onSaved?: (a: Address) => void;
}) {
  return (
    <Dialog
      header={address ? '修改收货地址' : '新增收货地址'}
      visible={open}
      onHide={onClose}
      className="address-dialog"
      breakpoints={{ '640px': '96vw' }}
      style={{ width: '640px' }}
      dismissableMask
    >
      {open && (
        <AddressForm
          address={address}
          onCancel={onClose}
          onSaved={(saved) => {
            toast.success('地址已保存');
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

/** /users/address: the member's delivery addresses in mainland China. */
export function AddressBook() {
  const list = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [editing, setEditing] = useState<{ address?: Address } | null>(null);

  if (list.isPending) return <LoadingBlock height={200} />;
  if (list.isError) return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const full = list.data.length >= ADDRESS_MAX;
  return (
    <section className="users-card" aria-label="收货地址">
      <header className="users-card__header">
        <p className="muted">
          已保存 {list.data.length} / {ADDRESS_MAX} 个地址
        </p>
        <Button label="新增地址" icon="pi pi-plus" disabled={full} onClick={() => setEditing({})} />
      </header>
      {list.data.length === 0 ? (
        <p className="empty-note">还没有收货地址，申请国际发货前请先添加。</p>
      ) : (
        <ul className="address-list">
          {list.data.map((address) => (
            <li key={address.addressId} className="address-card" data-testid="address-card">
              <AddressLines address={address} />
              <div className="address-card__actions">
                {!address.isDefault && (
                  <Button
                    label="设为默认"
                    text
                    size="small"
                    onClick={() => makeDefault.mutate(address.addressId, { onSuccess: () => toast.success('已设为默认地址') })}
                  />
                )}
                <Button label="修改" text size="small" onClick={() => setEditing({ address })} />
                <Button
                  label="删除"
                  text
                  size="small"
                  severity="danger"
                  onClick={async () => {
                    if (await confirm({ message: `删除 ${address.recipient} 的地址？`, danger: true, acceptLabel: '删除' })) {
                      remove.mutate(address.addressId, { onSuccess: () => toast.success('地址已删除') });
                    }
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressDialog open={editing !== null} address={editing?.address} onClose={() => setEditing(null)} />
    </section>
  );
}

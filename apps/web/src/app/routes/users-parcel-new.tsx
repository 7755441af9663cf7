import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { AddressDialog } from '../../features/addresses/components/address-book';
import { ParcelRequestForm } from '../../features/parcels/components/parcel-request-form';
import { toast } from '../../lib/toast';
import { ScreenHeading } from '../screen-heading';

/** /users/parcel/new: the shipment request, with the address book offered inside the flow. */
export function Component() {
  const addresses = useAddresses();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ScreenHeading title="申请国际发货" />
      <ParcelRequestForm
        addresses={addresses.data ?? []}
        addressAction={
          <>
            <Button label="新增地址" icon="pi pi-plus" size="small" outlined onClick={() => setAdding(true)} />
            <AddressDialog open={adding} onClose={() => setAdding(false)} />
          </>
        }
        onCreated={(ids) => {
          toast.success('已提交发货申请', ids.length > 1 ? `已拆分为 ${ids.length} 个包裹` : '仓库打包称重后会通知您付款');
          navigate(ids.length === 1 ? `/users/parcel/${ids[0]}` : '/users/parcel?type=2');
        }}
      />
    </>
  );
}

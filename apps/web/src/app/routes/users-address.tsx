import { AddressBook } from '../../features/addresses/components/address-book';
import { ScreenHeading } from '../screen-heading';

/** /users/address: the address book used by international shipping. */
export function Component() {
  return (
    <>
      <ScreenHeading title="收货地址" />
      <AddressBook />
    </>
  );
}

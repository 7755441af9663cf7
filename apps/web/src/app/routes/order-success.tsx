import { useParams } from 'react-router';
import { OrderSuccessScreen } from '../../features/orders/screens/order-success-screen';

/** /order/success/{orderId}. */
export function Component() {
  const orderId = Number(useParams().id);
  return <OrderSuccessScreen orderId={orderId} />;
}

import { useParams } from 'react-router';
import { RatesProvider } from '../../components/price/rates-context';
import { OrderSuccessScreen } from '../../features/orders/screens/order-success-screen';
import { useRate } from '../../features/sys/api/get-rate';

/** /order/success/{orderId}. */
export function Component() {
  const orderId = Number(useParams().id);
  const rate = useRate();
  return (
    <RatesProvider rate={rate.data}>
      <OrderSuccessScreen orderId={orderId} />
    </RatesProvider>
  );
}

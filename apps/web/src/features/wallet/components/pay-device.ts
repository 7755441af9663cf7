/**
 * Phones pay in the provider's app (WeChat H5, Alipay wap: a redirect); wider screens get the QR or the
 * desktop cashier. Narrow means the phone layout's width (the layout switches at 760 px).
 */
export function payDevice(): 'pc' | 'phone' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 760px)').matches ? 'phone' : 'pc';
}

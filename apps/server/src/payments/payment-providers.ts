import type { RechargeChannel } from '@daigou/contract';
import type { PaymentProvider, ProviderName } from './payment-provider';
import type { SandboxProvider } from './sandbox-provider';

/**
 * The providers PAYMENT_PROVIDER names. A channel is served by its real provider when configured
 * (wechat → WeChat Pay, alipay → Alipay), else by the sandbox when it is listed, else not at all.
 */
export class PaymentProviders {
  constructor(
    readonly list: readonly PaymentProvider[],
    readonly sandbox: SandboxProvider | undefined,
  ) {}

  byName(name: string): PaymentProvider | undefined {
    return this.list.find((p) => p.name === name);
  }

  forChannel(channel: RechargeChannel): PaymentProvider | undefined {
    return this.byName(channel satisfies ProviderName) ?? this.sandbox;
  }
}

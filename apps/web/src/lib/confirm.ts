import { requestOverlayHosts } from './overlay-hosts';

export interface ConfirmOptions {
  message: string;
  header?: string;
  acceptLabel?: string;
  rejectLabel?: string;
  danger?: boolean;
}

/**
 * The confirmation dialog service: resolves true when the member accepts. PrimeReact's dialog and its host
 * load on the first confirmation (lib/overlay-hosts.ts), not with the screen that may ask.
 */
export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { confirmDialog } = await requestOverlayHosts();
  return new Promise((resolve) => {
    confirmDialog({
      message: options.message,
      header: options.header ?? '请确认',
      icon: options.danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
      acceptLabel: options.acceptLabel ?? '确定',
      rejectLabel: options.rejectLabel ?? '取消',
      acceptClassName: options.danger ? 'p-button-danger' : undefined,
      accept: () => resolve(true),
      reject: () => resolve(false),
      onHide: () => resolve(false),
    });
  });
}

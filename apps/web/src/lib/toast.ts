import type { Toast, ToastMessage } from 'primereact/toast';
import { requestOverlayHosts } from './overlay-hosts';

/** Spec §2: severities info, success, warn, error, secondary, contrast. */
export type ToastSeverity = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast';

let host: Toast | null = null;
/** Messages shown before the (lazily loaded) toast host mounted. */
const pending: ToastMessage[] = [];

export function registerToastHost(toast: Toast | null): void {
  host = toast;
  if (host && pending.length) host.show(pending.splice(0));
}

export function showToast(severity: ToastSeverity, summary: string, detail?: string, life = 3000): void {
  const message = { severity, summary, detail, life } as ToastMessage;
  if (host) host.show(message);
  else {
    pending.push(message);
    void requestOverlayHosts();
  }
}

export const toast = {
  info: (summary: string, detail?: string) => showToast('info', summary, detail),
  success: (summary: string, detail?: string) => showToast('success', summary, detail),
  warn: (summary: string, detail?: string) => showToast('warn', summary, detail),
  error: (summary: string, detail?: string) => showToast('error', summary, detail, 5000),
  secondary: (summary: string, detail?: string) => showToast('secondary', summary, detail),
  contrast: (summary: string, detail?: string) => showToast('contrast', summary, detail),
};

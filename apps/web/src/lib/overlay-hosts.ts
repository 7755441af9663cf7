import type { confirmDialog } from 'primereact/confirmdialog';
import { useSyncExternalStore } from 'react';

/** What the mounted hosts give: PrimeReact's dialog call, from the chunk that set PrimeReact up. */
export interface OverlayHosts {
  confirmDialog: typeof confirmDialog;
}

/**
 * The toast area and the confirmation dialog (PrimeReact, with its theme) mount on the first toast or
 * confirmation, not with the first screen: a visitor's home or search page never loads PrimeReact
 * (decision 056). `showToast` queues until the host is there; `confirm` waits for the dialog's host.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: (hosts: OverlayHosts) => void = () => {};
const mounted = new Promise<OverlayHosts>((resolve) => {
  markMounted = resolve;
});

/** Asks the shell to mount the overlay hosts; resolves once they listen. */
export function requestOverlayHosts(): Promise<OverlayHosts> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return mounted;
}

/** Called by the hosts once mounted (the shell's overlays, or a test's own dialog host). */
export function overlayHostsMounted(hosts: OverlayHosts): void {
  wanted = true;
  markMounted(hosts);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the shell should mount the overlay hosts. */
export function useOverlayHostsWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted);
}

import '../prime-setup';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { useEffect } from 'react';
import { overlayHostsMounted } from '../../lib/overlay-hosts';
import { registerToastHost } from '../../lib/toast';

/**
 * The toast area (top-centre, 20px, 25rem) and the confirmation dialog host; loaded on the first toast or
 * confirmation (lib/overlay-hosts.ts). Children's effects run first: the dialog listens when this one says so.
 */
export default function Overlays() {
  useEffect(() => overlayHostsMounted({ confirmDialog }), []);
  return (
    <>
      <Toast ref={registerToastHost} position="top-center" className="app-toast" />
      <ConfirmDialog />
    </>
  );
}

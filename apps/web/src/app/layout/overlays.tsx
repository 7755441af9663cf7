import { ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { registerToastHost } from '../../lib/toast';

/** The toast area (top-centre, 20px, 25rem) and the confirmation dialog host; loaded after first paint. */
export default function Overlays() {
  return (
    <>
      <Toast ref={registerToastHost} position="top-center" className="app-toast" />
      <ConfirmDialog />
    </>
  );
}

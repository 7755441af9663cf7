import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { type ConfirmOptions, confirm } from '../../../lib/confirm';
import { toast } from '../../../lib/toast';

/**
 * Runs a console action: asks first when `ask` is given (every money or status action does), shows the
 * server's Chinese answer as a toast, and reports whether it succeeded.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, options: { ask?: ConfirmOptions; done?: string } = {}) => {
    if (options.ask && !(await confirm(options.ask))) return false;
    setBusy(true);
    try {
      await action();
      if (options.done) toast.success(options.done);
      return true;
    } catch (error) {
      toast.error('操作失败', errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

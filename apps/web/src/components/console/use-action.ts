import { useState } from 'react';
import { type ConfirmOptions, confirm } from '../../lib/confirm';
import { toast } from '../../lib/toast';

/**
 * Runs a console action: asks first when `ask` is given (every money or status action does), says `done`
 * when it succeeded, and reports whether it did. A failure's toast comes from the mutation cache.
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
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

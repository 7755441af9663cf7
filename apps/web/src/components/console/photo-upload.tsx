import { Button } from 'primereact/button';
import { useRef } from 'react';
import { toast } from '../../lib/toast';
import type { useAction } from './use-action';

/**
 * The console's photo upload: a button opening the file picker, one upload call per chosen file (each through
 * the screen's `run`, so its busy state is shared), then one toast counting what went up.
 */
export function PhotoUpload({
  noun,
  hint,
  inputTestId,
  upload,
  action: { busy, run },
}: {
  /** What the photos are, e.g. 验货照片. */
  noun: string;
  hint: string;
  inputTestId: string;
  upload: (file: File) => Promise<unknown>;
  action: ReturnType<typeof useAction>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const onFiles = async (files: FileList | null) => {
    const list = [...(files ?? [])];
    if (input.current) input.current.value = '';
    let done = 0;
    for (const file of list) if (await run(() => upload(file))) done++;
    if (done > 0) toast.success(`已上传 ${done} 张${noun}`);
  };
  return (
    <div style={{ marginTop: '0.5rem' }}>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        hidden
        data-testid={inputTestId}
        onChange={(e) => onFiles(e.target.files)}
      />
      <Button label={`上传${noun}`} icon="pi pi-upload" size="small" loading={busy} onClick={() => input.current?.click()} />
      <span className="admin-hint"> {hint}</span>
    </div>
  );
}

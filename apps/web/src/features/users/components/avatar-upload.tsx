import './users.css';
import { AVATAR_TOO_LARGE_MESSAGE, AVATAR_UPLOAD_MAX_BYTES, type UserInfo } from '@daigou/contract';
import { Button } from 'primereact/button';
import { type ChangeEvent, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useUpdateHeadImg } from '../api/update-head-img';
import { MemberAvatar } from './member-avatar';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** Picks an image, uploads it, and shows the re-encoded avatar the server answers with. */
export function AvatarUpload({ user, onChanged }: { user: UserInfo; onChanged: (headImg: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState<{ src: string | null; stamp: number }>({ src: user.HeadImg, stamp: 0 });
  const upload = useUpdateHeadImg(({ HeadImg }) => {
    setShown({ src: HeadImg, stamp: Date.now() });
    toast.success('头像已更新');
    onChanged(HeadImg);
  });

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > AVATAR_UPLOAD_MAX_BYTES) return toast.warn(AVATAR_TOO_LARGE_MESSAGE);
    upload.mutate(file);
  };

  return (
    <div className="avatar-upload">
      <MemberAvatar src={shown.src} stamp={shown.stamp} size={96} />
      <div>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          onChange={picked}
          hidden
          data-testid="avatar-file"
          aria-label="选择头像图片"
        />
        <Button
          type="button"
          label="更换头像"
          icon="pi pi-upload"
          outlined
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        />
        <p className="muted">支持 JPG、PNG、WebP、GIF，不超过 2 MB；将裁剪为 256×256 的正方形。</p>
      </div>
    </div>
  );
}

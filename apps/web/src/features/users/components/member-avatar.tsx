export const DEFAULT_AVATAR = '/static/default-avatar.svg';

/** Spec §3: a time parameter defeats caches; the default avatar shows when missing or failing to load. */
export function MemberAvatar({ src, stamp, size = 72 }: { src: string | null | undefined; stamp: number; size?: number }) {
  const url = src ? `${src}${src.includes('?') ? '&' : '?'}t=${stamp}` : DEFAULT_AVATAR;
  return (
    <img
      className="member-avatar"
      src={url}
      alt="头像"
      width={size}
      height={size}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) event.currentTarget.src = DEFAULT_AVATAR;
      }}
    />
  );
}

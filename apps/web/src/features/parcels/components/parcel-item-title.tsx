import { Link } from 'react-router';

/**
 * An item of a parcel as members read it (decision 078): its Chinese title as read when ordering, the Japanese
 * small beneath it to match the seller's listing; the Japanese alone only while no Chinese title is known.
 */
export function ParcelItemTitle({ item, link }: { item: { title: string; titleZh: string }; link?: string }) {
  const main = item.titleZh || item.title;
  return (
    <>
      <p className="parcel-item__title" lang={item.titleZh ? 'zh-CN' : 'ja'}>
        {link ? <Link to={link}>{main}</Link> : main}
      </p>
      {item.titleZh && (
        <p className="muted parcel-item__original" lang="ja">
          {item.title}
        </p>
      )}
    </>
  );
}

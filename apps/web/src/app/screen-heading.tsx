/** The heading every screen starts with; screens that later issues fill show only this, nothing fake. */
export function ScreenHeading({ title, note }: { title: string; note?: string }) {
  return (
    <div className="screen-heading">
      <h1>{title}</h1>
      {note && <p className="muted">{note}</p>}
    </div>
  );
}

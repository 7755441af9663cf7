import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './after-first-paint';

afterEach(cleanup);

/** Each commit's DOM, as the browser would lay it out and paint it. */
const commits: string[] = [];
function FirstViewPage() {
  const rest = useAfterFirstPaint();
  useLayoutEffect(() => {
    commits.push(document.body.textContent ?? '');
  });
  return (
    <>
      <p>first view</p>
      {rest && <p>below</p>}
    </>
  );
}

/** What the hook answered on each render. */
const seen: boolean[] = [];
function CountingPage({ n }: { n: number }) {
  const rest = useAfterFirstPaint();
  seen.push(rest);
  return <p>{n}</p>;
}

describe('useAfterFirstPaint', () => {
  it('commits the first view alone, then the rest in a later commit', async () => {
    await act(async () => {
      render(<FirstViewPage />);
    });
    expect(commits).toEqual(['first view', 'first viewbelow']);
  });

  it('stays true for the life of the component (a later update draws everything at once)', async () => {
    const view = await act(async () => render(<CountingPage n={1} />));
    await act(async () => view.rerender(<CountingPage n={2} />));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(seen.slice(seen.indexOf(true))).not.toContain(false);
  });
});

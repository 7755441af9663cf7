import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShellFallback } from './shell-fallback';

describe('the first paint', () => {
  it('index.html paints the same shell React Router shows while the first screen loads', () => {
    const html = fs.readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8');
    const inRoot = html.match(/<div id="root">([\s\S]*?)<\/div>\s*<script/)?.[1] ?? '';
    const normalise = (markup: string) => markup.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
    expect(normalise(inRoot)).toBe(normalise(renderToStaticMarkup(<ShellFallback />)));
  });
});

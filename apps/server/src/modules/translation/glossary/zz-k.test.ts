import { it } from 'vitest';
import { analyse } from './analyser';
import { testGlossary } from './test-glossary';

it('k', () => {
  const g = testGlossary();
  console.log(
    analyse('ルイヴィトンモノグラムキャンバスショルダーバッグ').map((t) => [
      t.surface,
      t.pos,
      g.jaToZh.get(t.surface.toLowerCase()),
    ]),
  );
  for (const k of ['ルイヴィトン', 'モノグラム', 'キャンバス', 'モノグラムキャンバス', 'ショルダーバッグ', 'ルイ', 'ヴィトン'])
    console.log(k, g.jaToZh.get(k));
});

import type { CategoryGoods, HelpPage, HotCategory } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setSetting } from '../sys/settings-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 300, seed: 4 } });
});
afterAll(() => t.close());

describe('home sections', () => {
  it('GET /api/index/hotCategories answers the curated categories with pictures and counts', async () => {
    const { body } = await t.client().get<HotCategory[]>('/api/index/hotCategories');
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    expect(body.data[0]).toMatchObject({ nameZh: '箱包配饰', image: expect.stringMatching(/^\/img\/category\/\d+\.svg$/) });
    expect(body.data.some((c) => c.itemCount > 0)).toBe(true);
    const svg = await t.app.inject({ method: 'GET', url: body.data[0].image });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('GET /api/index/recommendCategoriesGoods answers categories with their items', async () => {
    const { body } = await t
      .client()
      .get<CategoryGoods[]>('/api/index/recommendCategoriesGoods', { query: { categories: 4, limit: 6 } });
    expect(body.code).toBe(0);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(4);
    for (const section of body.data) {
      expect(section.items.length).toBeGreaterThan(0);
      expect(section.items.length).toBeLessThanOrEqual(6);
      expect(section.category.nameZh.length).toBeGreaterThan(0);
    }
  });
});

describe('help pages', () => {
  it('fills the fee standard from the configured fees', async () => {
    await setSetting(t.database.db, 'fees', { serviceFee: 1500, inspectionFee: 250 }, t.clock.now());
    const { body } = await t.client().get<HelpPage>('/api/index/help', { query: { id: 2 } });
    expect(body.data.title).toBe('费用标准');
    expect(body.data.html).toContain('1,500 日元');
    expect(body.data.html).toContain('250 日元');
    expect(body.data.html).not.toContain('{{');
  });

  it('answers pages 1 and 3 and refuses other ids', async () => {
    for (const id of [1, 3]) {
      const { body } = await t.client().get<HelpPage>('/api/index/help', { query: { id } });
      expect(body.data.id).toBe(id);
    }
    for (const id of [0, 4, 'x', -1]) {
      const r = await t.client().get('/api/index/help', { query: { id } });
      expect(r.status).toBe(400);
    }
  });

  it('sanitises operator HTML: no script, no handlers, no javascript: links', async () => {
    await t.database.db
      .updateTable('help_pages')
      .set({
        html: '<h2 onclick="x()">须知</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><p>正文</p>',
      })
      .where('id', '=', 3)
      .execute();
    const { body } = await t.client().get<HelpPage>('/api/index/help', { query: { id: 3 } });
    expect(body.data.html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(body.data.html).toContain('<p>正文</p>');
  });

  it('keeps safe links and opens them without handing over the page', async () => {
    await t.database.db
      .updateTable('help_pages')
      .set({ html: '<p><a href="https://example.com/rules">规则</a></p>' })
      .where('id', '=', 3)
      .execute();
    const { body } = await t.client().get<HelpPage>('/api/index/help', { query: { id: 3 } });
    expect(body.data.html).toContain('href="https://example.com/rules"');
    expect(body.data.html).toContain('rel="noopener noreferrer"');
    expect(body.data.html).toContain('target="_blank"');
  });
});

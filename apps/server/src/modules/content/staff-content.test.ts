import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, okData, openStaffDesk } from '../../../test/kits/staff-kit';
import type { TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { HTML_AS_PNG, multipartFile, SVG_AS_PNG, solidImage } from '../users/test-uploads';

let t: TestApp, operator: TestClient, visitor: TestClient;
beforeAll(async () => {
  ({ t, operator } = await openStaffDesk());
  visitor = t.client();
});
afterAll(() => t.close());

function uploadBanner(content: Buffer, filename = 'banner.png', type = 'image/png') {
  const { payload, headers } = multipartFile(filename, type, content);
  return operator.post<{ img: string; width: number; height: number }>('/api/admin/banners/upload', { json: payload, headers });
}

describe('banners', () => {
  it('uploads an image re-encoded to WebP without metadata and serves it with nosniff', async () => {
    const png = await sharp(await solidImage('png', 2400, 900))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .png()
      .toBuffer();
    const image = okData(await uploadBanner(png));
    expect(image.img).toMatch(/^\/api\/images\/[A-Za-z0-9_-]+\.webp$/);
    expect(image.width).toBe(1920);
    const served = await t.app.inject({ method: 'GET', url: image.img });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(await auditOf(t, 'image.upload')).toHaveLength(1);
  });

  it('refuses HTML or SVG dressed as PNG, and non-multipart calls', async () => {
    for (const content of [HTML_AS_PNG, SVG_AS_PNG]) {
      const result = await uploadBanner(content);
      expect(result.body.code).toBe(1);
      expect(result.body.msg).toMatch(/图片/);
    }
    const plain = await operator.post('/api/admin/banners/upload', { json: {} });
    expect(plain.body.code).not.toBe(0);
    expect(await t.database.db.selectFrom('stored_images').select('key').execute()).toHaveLength(1);
  });

  it('adds, orders, hides and deletes banners; the storefront follows at once', async () => {
    const image = okData(await uploadBanner(await solidImage('jpeg', 1200, 400)));
    const created = okData(
      await operator.post<{ id: number }>('/api/admin/banners/save', {
        json: { img: image.img, jumpUrl: '/#/guide?id=2', sort: 0 },
      }),
    );
    const storefront = async () => okData(await visitor.get<Array<{ id: number; img: string }>>('/api/index/banners'));
    expect((await storefront()).map((b) => b.img)).toContain(image.img);

    const all = okData(await operator.get<Array<{ id: number }>>('/api/admin/banners'));
    const reversed = all.map((b) => b.id).reverse();
    okData(await operator.post('/api/admin/banners/reorder', { json: { ids: reversed } }));
    expect((await storefront()).map((b) => b.id)).toEqual(reversed);
    const partial = await operator.post('/api/admin/banners/reorder', { json: { ids: reversed.slice(1) } });
    expect(partial.body.code).toBe(1);

    okData(
      await operator.post('/api/admin/banners/save', {
        json: { id: created.id, img: image.img, jumpUrl: 'https://example.com/x', sort: 9, enabled: 0 },
      }),
    );
    expect((await storefront()).map((b) => b.id)).not.toContain(created.id);
    okData(await operator.post('/api/admin/banners/delete', { json: { id: created.id } }));
    expect(okData(await operator.get<Array<{ id: number }>>('/api/admin/banners')).map((b) => b.id)).not.toContain(created.id);
    for (const action of ['banner.create', 'banner.reorder', 'banner.update', 'banner.delete']) {
      expect(await auditOf(t, action), action).toHaveLength(1);
    }
  });

  it('refuses an image that was not uploaded here and a script jump link', async () => {
    for (const json of [
      { img: '/api/images/AAAAAAAAAAAAAAAAAAAAAA.webp', jumpUrl: '' },
      { img: 'https://evil.example/x.png', jumpUrl: '' },
    ]) {
      expect((await operator.post('/api/admin/banners/save', { json })).body.code).not.toBe(0);
    }
    const bad = await operator.post('/api/admin/banners/save', {
      json: { img: '/static/banners/banner-1.svg', jumpUrl: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('hot keywords', () => {
  it('adds, refuses duplicates, hides and deletes; the storefront follows', async () => {
    const storefront = async () => okData(await visitor.get<string[]>('/api/index/hotKeywords', { query: { limit: 50 } }));
    const added = okData(
      await operator.post<{ id: number }>('/api/admin/hotKeywords/save', { json: { keyword: 'ゼルダ', sort: 0 } }),
    );
    expect(await storefront()).toContain('ゼルダ');
    const dup = await operator.post('/api/admin/hotKeywords/save', { json: { keyword: 'ゼルダ' } });
    expect(dup.body).toMatchObject({ code: 1, msg: '该关键词已存在' });
    okData(await operator.post('/api/admin/hotKeywords/save', { json: { id: added.id, keyword: 'ゼルダ', enabled: 0 } }));
    expect(await storefront()).not.toContain('ゼルダ');
    const found = okData(
      await operator.get<{ list: Array<{ keyword: string; enabled: boolean }>; total: number }>('/api/admin/hotKeywords', {
        query: { keyword: 'ゼル' },
      }),
    );
    expect(found).toMatchObject({ total: 1, list: [{ keyword: 'ゼルダ', enabled: false }] });
    const literal = okData(await operator.get<{ total: number }>('/api/admin/hotKeywords', { query: { keyword: '%' } }));
    expect(literal.total).toBe(0);
    okData(await operator.post('/api/admin/hotKeywords/delete', { json: { id: added.id } }));
    expect(await auditOf(t, 'keyword.create')).toHaveLength(1);
    expect(await auditOf(t, 'keyword.update')).toHaveLength(1);
    expect(await auditOf(t, 'keyword.delete')).toHaveLength(1);
  });

  it('audits a change with before and after, a deletion with the row, and refuses a row that is gone', async () => {
    const values = { keyword: 'マリオ', sort: 3, enabled: 1 };
    const { id } = okData(await operator.post<{ id: number }>('/api/admin/hotKeywords/save', { json: values }));
    okData(await operator.post('/api/admin/hotKeywords/save', { json: { id, keyword: 'マリオ', sort: 4 } }));
    okData(await operator.post('/api/admin/hotKeywords/delete', { json: { id } }));
    const [created] = (await auditOf(t, 'keyword.create')).filter((a) => a.target_id === String(id));
    expect(JSON.parse(created.details)).toEqual(values);
    const [updated] = (await auditOf(t, 'keyword.update')).filter((a) => a.target_id === String(id));
    expect(updated.target_type).toBe('keyword');
    expect(JSON.parse(updated.details)).toEqual({
      before: { id, keyword: 'マリオ', sort: 3, enabled: true },
      after: { keyword: 'マリオ', sort: 4, enabled: 1 },
    });
    const [deleted] = (await auditOf(t, 'keyword.delete')).filter((a) => a.target_id === String(id));
    expect(JSON.parse(deleted.details)).toEqual({ id, keyword: 'マリオ', sort: 4, enabled: true });
    const gone = await operator.post('/api/admin/hotKeywords/save', { json: { id, keyword: 'マリオ' } });
    expect(gone.body).toMatchObject({ code: 404, msg: '关键词不存在' });
    expect((await operator.post('/api/admin/hotKeywords/delete', { json: { id } })).body.msg).toBe('关键词不存在');
    expect((await operator.post('/api/admin/banners/delete', { json: { id: 999_999 } })).body.msg).toBe('轮播图不存在');
  });
});

describe('help pages', () => {
  it('saves rich text sanitised: no script, handlers, javascript links or styles', async () => {
    const html =
      '<h2 onclick="x()">费用</h2><p style="color:red">服务费 <strong>¥300</strong></p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"><img src="https://cdn.example/a.png" alt="a"><a href="javascript:alert(3)">坏</a>' +
      '<a href="https://example.com" target="_blank">好</a><iframe src="https://evil.example"></iframe>';
    const page = okData(
      await operator.post<{ html: string }>('/api/admin/help/save', { json: { id: 2, title: '费用标准', html } }),
    );
    expect(page.html).not.toMatch(/script|onclick|onerror|javascript|style=|iframe/i);
    expect(page.html).toContain('<strong>¥300</strong>');
    expect(page.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">好</a>');
    const stored = await t.database.db
      .selectFrom('help_pages')
      .select(['title', 'html'])
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: '费用标准', html: page.html });
    if (t.app.hasRoute({ method: 'GET', url: '/api/index/help' })) {
      expect(okData(await visitor.get<{ html: string }>('/api/index/help', { query: { id: 2 } })).html).toBe(page.html);
    }
    const [record] = await auditOf(t, 'help.update');
    expect(JSON.parse(record.details).removedBySanitiser).toBeGreaterThan(0);
  });

  it('refuses a page that is empty once sanitised, and an unknown page', async () => {
    expect(
      (await operator.post('/api/admin/help/save', { json: { id: 1, title: 'x', html: '<script>x</script>' } })).body.code,
    ).toBe(1);
    expect((await operator.post('/api/admin/help/save', { json: { id: 4, title: 'x', html: '<p>x</p>' } })).status).toBe(400);
    expect(okData(await operator.get<unknown[]>('/api/admin/help'))).toHaveLength(3);
  });
});

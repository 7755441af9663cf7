import { addressApi } from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import { serve } from '../../lib/serve-route';
import { currentUser, requireUser } from '../../plugins/session';
import { addAddress, deleteAddress, editAddress, listAddresses, setDefaultAddress } from './address-service';
import { divisionChildren } from './divisions';
import { IdNumberCipher } from './id-number-cipher';

const tags = ['address'];

/** The member's address book (issue 14): `/api/address/list|add|edit|delete|setDefault`, and the divisions to pick from. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const cipher = app.config.ID_NUMBER_KEY ? new IdNumberCipher(app.config.ID_NUMBER_KEY) : null;

  serve(
    app,
    addressApi.addressDivisions,
    { tags, summary: '中国大陆行政区划：无 parent 为省份，parent=省代码为城市，parent=市代码为区县' },
    async (request) => ok(divisionChildren(request.query.parent)),
  );

  serve(
    app,
    addressApi.addressList,
    { preHandler: requireUser, tags, summary: '收货地址列表（默认地址在前）' },
    async (request) => ok(await listAddresses(app.db, currentUser(request).id)),
  );

  serve(app, addressApi.addressAdd, { preHandler: requireUser, tags, summary: '新增收货地址' }, async (request) =>
    ok(await addAddress(app.db, cipher, currentUser(request).id, request.body, app.clock.now()), '地址已保存'),
  );

  serve(
    app,
    addressApi.addressEdit,
    { preHandler: requireUser, tags, summary: '修改收货地址（身份证号留空则不变，clearIdNumber=1 删除）' },
    async (request) =>
      ok(await editAddress(app.db, cipher, currentUser(request).id, request.body, app.clock.now()), '地址已保存'),
  );

  serve(app, addressApi.addressDelete, { preHandler: requireUser, tags, summary: '删除收货地址' }, async (request) => {
    await deleteAddress(app.db, currentUser(request).id, request.body.addressId, app.clock.now());
    return ok(null, '地址已删除');
  });

  serve(app, addressApi.addressSetDefault, { preHandler: requireUser, tags, summary: '设为默认地址' }, async (request) =>
    ok(await setDefaultAddress(app.db, currentUser(request).id, request.body.addressId, app.clock.now()), '已设为默认地址'),
  );
};

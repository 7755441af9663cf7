import {
  addressAddBodySchema,
  addressEditBodySchema,
  addressIdBodySchema,
  addressSchema,
  apiReply,
  divisionSchema,
  divisionsQuerySchema,
} from '@daigou/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply';
import { currentUser, requireUser } from '../../plugins/session';
import { addAddress, deleteAddress, editAddress, listAddresses, setDefaultAddress } from './address-service';
import { divisionChildren } from './divisions';
import { IdNumberCipher } from './id-number-cipher';

const tags = ['address'];

/** The member's address book (issue 14): `/api/address/list|add|edit|delete|setDefault`, and the divisions to pick from. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const cipher = app.config.ID_NUMBER_KEY ? new IdNumberCipher(app.config.ID_NUMBER_KEY) : null;

  app.get(
    '/api/address/divisions',
    {
      schema: {
        tags,
        summary: '中国大陆行政区划：无 parent 为省份，parent=省代码为城市，parent=市代码为区县',
        querystring: divisionsQuerySchema,
        response: { 200: apiReply(z.array(divisionSchema)) },
      },
    },
    async (request) => ok(divisionChildren(request.query.parent)),
  );

  app.get(
    '/api/address/list',
    {
      preHandler: requireUser,
      schema: { tags, summary: '收货地址列表（默认地址在前）', response: { 200: apiReply(z.array(addressSchema)) } },
    },
    async (request) => ok(await listAddresses(app.db, currentUser(request).id)),
  );

  app.post(
    '/api/address/add',
    {
      preHandler: requireUser,
      schema: { tags, summary: '新增收货地址', body: addressAddBodySchema, response: { 200: apiReply(addressSchema) } },
    },
    async (request) => ok(await addAddress(app.db, cipher, currentUser(request).id, request.body, app.clock.now()), '地址已保存'),
  );

  app.post(
    '/api/address/edit',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '修改收货地址（身份证号留空则不变，clearIdNumber=1 删除）',
        body: addressEditBodySchema,
        response: { 200: apiReply(addressSchema) },
      },
    },
    async (request) =>
      ok(await editAddress(app.db, cipher, currentUser(request).id, request.body, app.clock.now()), '地址已保存'),
  );

  app.post(
    '/api/address/delete',
    {
      preHandler: requireUser,
      schema: { tags, summary: '删除收货地址', body: addressIdBodySchema, response: { 200: apiReply(z.null()) } },
    },
    async (request) => {
      await deleteAddress(app.db, currentUser(request).id, request.body.addressId, app.clock.now());
      return ok(null, '地址已删除');
    },
  );

  app.post(
    '/api/address/setDefault',
    {
      preHandler: requireUser,
      schema: { tags, summary: '设为默认地址', body: addressIdBodySchema, response: { 200: apiReply(addressSchema) } },
    },
    async (request) =>
      ok(await setDefaultAddress(app.db, currentUser(request).id, request.body.addressId, app.clock.now()), '已设为默认地址'),
  );
};

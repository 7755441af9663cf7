#!/usr/bin/env node
// Replays issue 11's pay/edit race against a running server, as an attacker would, and counts over-refunds.
//
//   node scripts/replay-pay-edit-race.mjs [--url http://localhost:8080] [--pairs 20]
//
// A new member tops up through the sandbox, creates bid orders on open items, then sends `pay` and an edit
// raising the maximum by ¥1,000,000 (or switching inspection on) for each order at the same moment. The demo
// operator then records each paid order as bought at the maximum it was created with, and the script
// compares what every order took and gave back with what it should hold, and the member's balance with the
// money they put in. On a server with the fix it prints 0 over-refunds and no money minted. Needs the demo
// operator (SEED_DEMO=1) with the password SEED_OPERATOR_PASSWORD gave it (OPERATOR_PASSWORD here, default
// admin12345, as the test runs seed it); the race only shows on PostgreSQL (SQLite runs one write at a time).
import { randomBytes } from 'node:crypto';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(' ')
    .split('--')
    .filter(Boolean)
    .map((a) => a.trim().split(/\s+/)),
);
const BASE = (args.url ?? 'http://localhost:8080').replace(/\/$/, '');
const PAIRS = Number(args.pairs ?? 20);
const RAISE = 1_000_000;

/** A browser-like session: cookies, the XSRF-TOKEN echoed, the site's own Origin. */
function session() {
  const cookies = new Map();
  async function call(method, path, form) {
    if (method === 'POST' && !cookies.has('XSRF-TOKEN')) await call('GET', '/healthz');
    const headers = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method === 'POST') {
      headers.origin = BASE;
      headers['x-xsrf-token'] = cookies.get('XSRF-TOKEN') ?? '';
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const res = await fetch(BASE + path, {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    try {
      return { status: res.status, ...JSON.parse(text) };
    } catch {
      return { status: res.status, code: -1, msg: text.slice(0, 80) };
    }
  }
  return { get: (path) => call('GET', path), post: (path, form = {}) => call('POST', path, form) };
}

function must(answer, what) {
  if (answer.code !== 0) throw new Error(`${what}: HTTP ${answer.status} ${answer.msg}`);
  return answer.data;
}

const member = session();
const account = `race${randomBytes(4).toString('hex')}`;
must(
  await member.post('/api/user/register', { account, password: 'race-pass-1', confirm: 'race-pass-1', name: account }),
  'register',
);
must(await member.post('/api/user/login', { account, password: 'race-pass-1', remember: 0 }), 'login');

// Open auctions without buy-it-now, ending more than a day from now, cheap enough to fund.
const items = [];
for (let page = 1; items.length < PAIRS && page <= 20; page++) {
  const found = must(await member.get(`/api/goods/search?sort=newest&limit=100&page=${page}&maxPrice=20000`), 'search');
  for (const item of found.list) {
    if (item.buyNowPrice === null && item.endTime > Date.now() + 86_400_000 && items.length < PAIRS) items.push(item);
  }
  if (found.list.length === 0) break;
}
if (items.length < PAIRS) throw new Error(`only ${items.length} suitable items found`);

const orders = [];
let needed = 0;
for (const [i, item] of items.entries()) {
  const increment =
    item.currentPrice < 1000
      ? 10
      : item.currentPrice < 5000
        ? 100
        : item.currentPrice < 10000
          ? 250
          : item.currentPrice < 50000
            ? 500
            : 1000;
  const maxBid = item.currentPrice + increment + 1000;
  const created = must(
    await member.post('/api/order/create', { itemId: item.itemId, kind: 'bid', maxBid, inspection: 0, remark: '' }),
    'create',
  );
  orders.push({ orderId: created.orderId, maxBid, variant: i % 2 === 0 ? 'maxBid' : 'inspection' });
  needed += created.payAmount;
}
// Funds for every order as created plus a little: enough to pay them, far too little for any raise.
const funds = Math.ceil((needed + 500 * PAIRS) / 100) * 100;
const recharge = must(await member.post('/api/user/webRecharge', { channel: 'alipay', amount: funds }), 'top-up');
const confirmed = await member.post(`${recharge.payUrl}/confirm`, {});
if (confirmed.status !== 303) throw new Error(`sandbox confirm: HTTP ${confirmed.status}`);
for (let i = 0; i < 50 && must(await member.get('/api/user/balance'), 'balance').balance < funds; i++) {
  await new Promise((r) => setTimeout(r, 100));
}
const start = must(await member.get('/api/user/balance'), 'balance').balance;

// The race: both calls of each pair at the same moment.
const answers = await Promise.all(
  orders.map((o) =>
    Promise.all([
      member.post('/api/order/pay', { orderId: o.orderId }),
      o.variant === 'maxBid'
        ? member.post('/api/order/editInfo', { orderId: o.orderId, maxBid: o.maxBid + RAISE })
        : member.post('/api/order/editInspectionState', { orderId: o.orderId, inspection: 1 }),
    ]),
  ),
);
const bothSucceeded = answers.filter(([a, b]) => a.code === 0 && b.code === 0).length;
const serverErrors = answers.flat().filter((a) => a.status >= 500).length;

// Inspection switched off again after payment (the variant that refunded a fee never charged).
for (const o of orders.filter((o) => o.variant === 'inspection')) {
  await member.post('/api/order/editInspectionState', { orderId: o.orderId, inspection: 0 });
}

// Staff settle every paid order at the maximum it was created with.
const operator = session();
must(
  await operator.post('/api/user/login', {
    account: 'admin',
    password: process.env.OPERATOR_PASSWORD ?? 'admin12345',
    remember: 0,
  }),
  'operator login',
);
let settled = 0;
for (const o of orders) {
  const info = must(await member.get(`/api/order/info?orderId=${o.orderId}`), 'order info');
  if (info.order.status !== 3) continue;
  must(await operator.post('/api/admin/order/purchase', { orderId: o.orderId, finalPrice: o.maxBid }), 'purchase');
  settled++;
}

// What each order took and gave back, against what it should hold now.
let overRefunds = 0;
let overRefunded = 0;
let held = 0;
let shouldHold = 0;
for (const o of orders) {
  const info = must(await member.get(`/api/order/info?orderId=${o.orderId}`), 'order info');
  const taken = info.money.filter((m) => m.amount < 0).reduce((s, m) => s - m.amount, 0);
  const returned = info.money.filter((m) => m.amount > 0).reduce((s, m) => s + m.amount, 0);
  const order = info.order;
  const fees = order.serviceFee + (order.inspection ? order.inspectionFee : 0);
  const should = order.status === 4 ? order.finalPrice + fees : order.status === 3 || order.status === 21 ? taken - returned : 0;
  if (returned > taken || taken - returned < should) {
    overRefunds++;
    overRefunded += should - (taken - returned);
  }
  held += taken - returned;
  shouldHold += should;
}
const end = must(await member.get('/api/user/balance'), 'balance').balance;
// Money the member has (balance) plus what their orders should still hold, beyond what they put in.
const minted = end + shouldHold - start;

console.log(
  JSON.stringify({
    server: BASE,
    pairs: PAIRS,
    bothCallsSucceeded: bothSucceeded,
    serverErrors,
    settledByStaff: settled,
    overRefundedOrders: overRefunds,
    overRefundedYen: overRefunded,
    balanceBefore: start,
    balanceAfter: end,
    stillHeld: held,
    mintedYen: minted,
  }),
);
process.exit(overRefunds === 0 && minted <= 0 && serverErrors === 0 ? 0 : 1);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClusterClient } from './cluster-client';
import { type Cluster, startCluster } from './cluster-harness';

/**
 * Issue 25.7, decision 064: an instance stopped with SIGTERM under steady member traffic through HAProxy (the
 * README's configuration) loses no request: the load balancer takes it out while it drains.
 */
let cluster: Cluster;
beforeAll(async () => {
  // Every call comes from this one address: the general per-address limit is not what this test is about.
  cluster = await startCluster({ catalogSize: 10, env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
}, 200_000);
afterAll(async () => {
  await cluster?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stopping one of two instances (decision 064)', () => {
  it("SIGTERM to one instance's process group (systemd, Ctrl-C) under member reads and writes: every request is answered, it exits 0 within 10 s", async () => {
    const LB = cluster.lb;
    const members = await Promise.all(
      [0, 1, 2].map(async () => {
        const member = new ClusterClient();
        const login = await member.post(LB, '/api/user/login', { form: { account: 'demo', password: 'demo12345' } });
        expect(login.body.code, login.body.msg).toBe(0);
        return member;
      }),
    );

    const failures: string[] = [];
    const served = new Map<string, number>();
    let running = true;
    const traffic = members.map(async (member, m) => {
      for (let i = 0; running; i++) {
        try {
          const reply =
            i % 2 === 0
              ? await member.get(LB, '/api/user/balance')
              : await member.post(LB, '/api/user/updateInfo', {
                  form: { name: `演示会员${m}`, phone: '', email: '', remark: `${i}` },
                });
          if (reply.status !== 200 || reply.body.code !== 0) failures.push(`${reply.status} ${reply.body.msg}`);
          served.set(reply.servedBy ?? '?', (served.get(reply.servedBy ?? '?') ?? 0) + 1);
        } catch (error) {
          failures.push(String(error));
        }
        await sleep(10);
      }
    });

    await sleep(1_000);
    const before = new Map(served);
    const signalledAt = Date.now();
    // The whole group: `npm start`'s process and the server both get it (the server must stop once).
    const code = await cluster.signal(0, 'SIGTERM', 'group');
    const stoppedIn = Date.now() - signalledAt;
    await sleep(1_000);
    running = false;
    await Promise.all(traffic);

    expect(failures, cluster.output()).toEqual([]);
    expect(code, cluster.output()).toBe(0);
    expect(stoppedIn).toBeLessThan(10_000);
    // Both served before the stop; the other instance took the traffic after.
    expect(before.get('instance1')).toBeGreaterThan(0);
    expect(before.get('instance2')).toBeGreaterThan(0);
    expect((served.get('instance2') ?? 0) - (before.get('instance2') ?? 0)).toBeGreaterThan(20);
  });
});

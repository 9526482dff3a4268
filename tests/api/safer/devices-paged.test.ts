import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from '../support/harness.ts';
import { registerPlayer } from '../support/players.ts';
import { signIn } from './support.ts';

type Ctx = { h: Harness };
const devices = suite<Ctx>('the devices list: one entry per device, a page at a time, and failed sign-ins', {} as Ctx);
devices.before(async (ctx) => {
	ctx.h = await harness({ trustProxy: 1 });
});
devices.after(async (ctx) => ctx.h.close());

type Entry = { device_id: string; current: boolean; sessions: number; session_id: string };

devices('many sign-ins from three devices are three entries, paged', async ({ h }) => {
	const p = await registerPlayer(h);
	for (let i = 0; i < 45; i++) {
		h.clock.advance(60_000);
		await signIn(h, p, ['phone', 'tablet', 'laptop'][i % 3]);
	}
	const get = async (query: string) =>
		(await h.call('GET', `/api/safer/devices${query}`, { token: p.access_token })).body.data;
	const all = await get('');
	assert.is(all.total, 4, 'test-device, phone, tablet and laptop');
	assert.equal(
		all.list.map((d: Entry) => [d.device_id, d.current, d.sessions]),
		[
			['laptop', true, 15],
			['tablet', false, 15],
			['phone', false, 15],
			['test-device', false, 1],
		],
	);
	const second = await get('?page=2&size=3');
	assert.equal(
		second.list.map((d: Entry) => d.device_id),
		['test-device'],
	);
	const zero = await h.call('GET', '/api/safer/devices?size=0', { token: p.access_token });
	assert.is(zero.status, 400, 'size 0 was accepted');
	// signing a device out ends all of its sessions:
	const tablet = all.list[1] as Entry;
	await h.call('POST', '/api/safer/devices/revoke', { token: p.access_token, body: { session_id: tablet.session_id } });
	assert.is((await get('')).total, 3);
});

devices('a player sees the wrong passwords tried on their name lately, newest first', async ({ h }) => {
	const p = await registerPlayer(h);
	for (const address of ['203.0.113.1', '203.0.113.2']) {
		h.clock.advance(1000);
		await h.call('POST', '/api/user/signin', {
			body: { user_name: p.user_name, password: 'nope nope', device_id: 'x' },
			headers: { 'x-forwarded-for': address, 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0' },
		});
	}
	const seen = (await h.call('GET', '/api/safer/failed-sign-ins', { token: p.access_token })).body.data.list;
	assert.equal(
		seen.map((f: { address: string; os: string }) => [f.address, f.os]),
		[
			['203.0.113.2', 'Windows'],
			['203.0.113.1', 'Windows'],
		],
	);
	const other = await registerPlayer(h);
	const theirs = (await h.call('GET', '/api/safer/failed-sign-ins', { token: other.access_token })).body.data.list;
	assert.is(theirs.length, 0, "another player's failed sign-ins were shown");
});

devices.run();

// The statement speaks the player's zone: entry days and the date filter are read in the zone the app sends
// (tz), so a top-up at 05:43 in Hong Kong is on the Hong Kong date, not the UTC one.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../server/config.ts';
import { type Harness, harness } from './support/harness.ts';
import { fund, type Player, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; p: Player };

const s = suite<Ctx>("the statement in the player's zone", {} as Ctx);
s.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
	ctx.h.clock.advance(Date.parse('2025-09-12T21:43:00Z') - ctx.h.clock.now().getTime());
	await fund(ctx.h, ctx.p.user_id, 50_00);
});
s.after(async (ctx) => ctx.h.close());

const entries = async (h: Harness, p: Player, query: string) => {
	const r = await h.call('GET', `/api/wallet/statement?${query}`, { token: p.access_token });
	assert.is(r.status, 200, r.body.message);
	return r.body.data.list as { date: string; time: string; type: string }[];
};

s('an entry at 21:43 UTC is dated the next day in Hong Kong, the same day in UTC', async ({ h, p }) => {
	const [hk] = await entries(h, p, 'tz=Asia%2FHong_Kong');
	assert.is(hk!.date, '2025-09-13');
	assert.is(hk!.time, '2025-09-12T21:43:00.000Z', 'the instant itself is unchanged');
	const [utc] = await entries(h, p, '');
	assert.is(utc!.date, '2025-09-12', 'without tz, the racing zone (UTC here)');
});

s("the date filter reads the player's days", async ({ h, p }) => {
	assert.is((await entries(h, p, 'tz=Asia%2FHong_Kong&start=2025-09-13&end=2025-09-13')).length, 1);
	assert.is((await entries(h, p, 'tz=Asia%2FHong_Kong&start=2025-09-12&end=2025-09-12')).length, 0);
	assert.is((await entries(h, p, 'start=2025-09-12&end=2025-09-12')).length, 1);
});

s('a zone the server does not know is refused, naming the field', async ({ h, p }) => {
	const r = await h.call('GET', '/api/wallet/statement?tz=Mars%2FOlympus', { token: p.access_token });
	assert.is(r.status, 400);
	assert.is(r.body.message, 'tz must be a time zone such as Asia/Hong_Kong');
	const zh = await h.call('GET', '/api/wallet/statement?tz=Nowhere', {
		token: p.access_token,
		headers: { 'accept-language': 'zh-CN' },
	});
	assert.is(zh.body.message, 'tz 必须是时区名称，例如 Asia/Hong_Kong');
});

s.run();

// ---

const zone = suite('the racing zone setting');

zone('RACING_TZ wins over TZ; TZ is the fallback; UTC without either', () => {
	assert.is(loadConfig({ RACING_TZ: 'Asia/Hong_Kong', TZ: 'Europe/London' }).timeZone, 'Asia/Hong_Kong');
	assert.is(loadConfig({ TZ: 'Europe/London' }).timeZone, 'Europe/London');
	assert.is(loadConfig({}).timeZone, 'UTC');
});

zone('a zone Intl does not know stops the start with a clear message', () => {
	assert.throws(() => loadConfig({ RACING_TZ: 'Hong Kong' }), /invalid time zone in configuration: Hong Kong/);
});

zone.run();

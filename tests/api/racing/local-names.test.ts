// Names in the player's language: a feed's Chinese venue and runner names reach a Chinese player in every reply that
// names them (the day's meetings, the open races, a race card, an order, the statement), the English name where the
// feed gives none, English to an English player; each language has its own ETag, so a 304 never crosses languages.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { importFeed } from '../../../server/domain/racing/feed/import-feed.ts';
import { type Harness, harness } from '../support/harness.ts';
import { fund, type Player, registerPlayer } from '../support/players.ts';
import { feedDoc } from './fake-feed.ts';
import { betBody, type RaceFixture } from './support.ts';

type Ctx = { h: Harness; p: Player; race: RaceFixture; day: string };
const test = suite<Ctx>('names in the player language', {} as Ctx);

const ZH = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-AU,en;q=0.9' };

test.before(async (ctx) => {
	ctx.h = await harness();
	const now = ctx.h.clock.now();
	const doc = feedDoc(now, { runners: 4 });
	// a second meeting without any Chinese names:
	doc.meetings.push({ ...structuredClone(doc.meetings[0]!), code: 'NOZH', venue: 'Fake Downs' });
	const meeting = doc.meetings[0]!;
	Object.assign(meeting, { venue: 'Sha Tin', venue_zh: '沙田' });
	// runners 1 and 2 have Chinese names; 3 and 4 have none, so a Chinese player reads their English ones:
	Object.assign(meeting.races[0]!.runners[0]!, { name: 'Golden Sixty', name_zh: '金枪六十' });
	Object.assign(meeting.races[0]!.runners[1]!, { name: 'Romantic Warrior', name_zh: '浪漫勇士' });
	const report = await importFeed(ctx.h.db, doc, { seedCents: 0, now });
	assert.equal(report.problems, []);
	const { rows } = await ctx.h.db.query<{ race_id: number; event_id: number }>(
		`SELECT r.id AS race_id, r.meeting_id AS event_id FROM races r JOIN meetings m ON m.id = r.meeting_id
		 WHERE m.code = 'FKP'`,
	);
	ctx.race = { race_id: Number(rows[0]!.race_id), event_id: Number(rows[0]!.event_id) };
	ctx.day = meeting.date;
	ctx.p = await registerPlayer(ctx.h);
	await fund(ctx.h, ctx.p.user_id, 100_00);
});
test.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const runnerNames = (card: { runners: { name: string }[] }) => card.runners.map((r) => r.name);

test('a race card names the venue and runners in Chinese for a Chinese player, English where none is given', async (ctx) => {
	const url = `/api/events/race?race_id=${ctx.race.race_id}`;
	const zh = await ctx.h.call('GET', url, { headers: ZH });
	assert.is(zh.body.data.meetings, '沙田');
	assert.equal(runnerNames(zh.body.data), ['金枪六十', '浪漫勇士', 'Feed Runner 3', 'Feed Runner 4']);
	const en = await ctx.h.call('GET', url, { headers: EN });
	assert.is(en.body.data.meetings, 'Sha Tin');
	assert.equal(runnerNames(en.body.data), ['Golden Sixty', 'Romantic Warrior', 'Feed Runner 3', 'Feed Runner 4']);
	// the silks are drawn from the English name, so a runner wears the same colours in both languages:
	assert.equal(zh.body.data.runners[0].silks, en.body.data.runners[0].silks);
	const names = await ctx.h.call('GET', `/api/events/gethorse_name?race_id=${ctx.race.race_id}`, { headers: ZH });
	assert.is(names.body.data.list[1].name, '浪漫勇士');
	const plain = await ctx.h.call('GET', url);
	assert.is(plain.body.data.meetings, 'Sha Tin', 'no Accept-Language: English');
});

test("the day's meetings and the open races name venues in the asker's language", async (ctx) => {
	const table = `/api/events/day_table?day=${ctx.day}&event_type=Races`;
	const venues = async (headers: Record<string, string>) =>
		(await ctx.h.call('GET', table, { headers })).body.data.list.map((m: { meetings: string }) => m.meetings).sort();
	assert.equal(await venues(ZH), ['Fake Downs', '沙田']);
	assert.equal(await venues(EN), ['Fake Downs', 'Sha Tin']);
	const open = await ctx.h.call('GET', '/api/events/races', { headers: ZH });
	const listed = open.body.data.list.map((r: { meetings: string }) => r.meetings).sort();
	assert.equal(listed, ['Fake Downs', '沙田']);
});

test('each language has its own ETag: a 304 only for the language it was sent in', async (ctx) => {
	const url = `/api/events/race?race_id=${ctx.race.race_id}`;
	const zh = await ctx.h.call('GET', url, { headers: ZH });
	const en = await ctx.h.call('GET', url, { headers: EN });
	const tag = zh.headers.get('etag')!;
	assert.ok(tag && tag !== en.headers.get('etag'), 'the two bodies have different tags');
	assert.match(zh.headers.get('vary') ?? '', /Accept-Language/i);
	const again = await ctx.h.call('GET', url, { headers: { ...ZH, 'if-none-match': tag } });
	assert.is(again.status, 304);
	const other = await ctx.h.call('GET', url, { headers: { ...EN, 'if-none-match': tag } });
	assert.is(other.status, 200, 'the Chinese tag does not answer an English ask');
	assert.is(other.body.data.meetings, 'Sha Tin');
});

test('an order and the statement name the race and runners in the language asked', async (ctx) => {
	const body = betBody(ctx.race, { bet_type: 1, horse: [1, 3], betAmount: 2 });
	const placed = await ctx.h.call('POST', '/api/order/place-order', {
		token: ctx.p.access_token,
		headers: { ...ZH, 'Idempotency-Key': 'local-names-1' },
		body,
	});
	assert.is(placed.status, 200, placed.body.message);
	const legOf = (order: { legs: { meetings: string; runners: { name: string }[] }[] }) => {
		const leg = order.legs[0]!;
		return [leg.meetings, ...leg.runners.map((r) => r.name)];
	};
	assert.equal(legOf(placed.body.data), ['沙田', '金枪六十', 'Feed Runner 3'], 'the receipt');
	const token = ctx.p.access_token;
	const listZh = await ctx.h.call('GET', '/api/order/list?page=1&size=5', { token, headers: ZH });
	assert.equal(legOf(listZh.body.data.list[0]), ['沙田', '金枪六十', 'Feed Runner 3']);
	assert.is(listZh.body.data.list[0].meetings, '沙田');
	const detailEn = await ctx.h.call('GET', `/api/order/detail?id=${placed.body.data.id}`, { token, headers: EN });
	assert.equal(legOf(detailEn.body.data), ['Sha Tin', 'Golden Sixty', 'Feed Runner 3']);
	const stake = async (headers: Record<string, string>) => {
		const reply = await ctx.h.call('GET', '/api/wallet/statement?page=1&size=5', { token, headers });
		return reply.body.data.list.find((e: { race_no: number | null }) => e.race_no !== null)?.venue;
	};
	assert.is(await stake(ZH), '沙田');
	assert.is(await stake(EN), 'Sha Tin');
});

test('a feed that later gives a Chinese name, or takes one away, is followed', async (ctx) => {
	const now = ctx.h.clock.now();
	const doc = feedDoc(now, { runners: 4 });
	Object.assign(doc.meetings[0]!, { venue: 'Sha Tin' });
	const report = await importFeed(ctx.h.db, doc, { seedCents: 0, now });
	assert.ok(report.changes > 0);
	const card = await ctx.h.call('GET', `/api/events/race?race_id=${ctx.race.race_id}`, { headers: ZH });
	assert.is(card.body.data.meetings, 'Sha Tin', 'no Chinese name now: the English one');
	const logged = await ctx.h.db.query<{ field: string }>(
		`SELECT field FROM feed_changes WHERE entity = 'meeting' AND field = 'venue_zh'`,
	);
	assert.is(logged.rows.length, 1, 'the change is in the feed log');
});

test.run();

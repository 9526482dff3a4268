// Asks the same refused request in English, in Chinese and with a mixed preference, and checks code and words.
import * as assert from 'uvu/assert';
import { betBody, makeRace } from '../racing/support.ts';
import type { Harness, Reply } from '../support/harness.ts';
import { key, type Player } from '../support/players.ts';

export type Ctx = { h: Harness; ann: Player; broke: Player };
export type Ask = (h: Harness, headers: Record<string, string>, ctx: Ctx) => Promise<Reply>;
export type Case = { status: number; code: string; en: string; zh: string; ask: Ask };

const ZH = { 'Accept-Language': 'zh-CN' };

export async function check(ctx: Ctx, name: string, c: Case) {
	const replies = {
		en: await c.ask(ctx.h, {}, ctx),
		zh: await c.ask(ctx.h, ZH, ctx),
		preferred: await c.ask(ctx.h, { 'Accept-Language': 'fr-FR, zh-Hans;q=0.8, en;q=0.5' }, ctx),
	};
	for (const [lang, r] of Object.entries(replies)) {
		assert.is(r.status, c.status, `${name} (${lang}): ${r.body.message}`);
		assert.equal(Object.keys(r.body), ['status', 'message', 'code', 'data'], `${name}: the envelope keeps its shape`);
		assert.is(r.body.code, c.code, `${name} (${lang}): code`);
		assert.is(r.body.data, null);
	}
	assert.is(replies.en.body.message, c.en, `${name}: English`);
	assert.is(replies.zh.body.message, c.zh, `${name}: Chinese`);
	assert.is(replies.preferred.body.message, c.zh, `${name}: the first language the server speaks wins`);
	assert.is(replies.en.headers.get('content-language'), 'en');
	assert.is(replies.zh.headers.get('content-language'), 'zh-CN');
}

/** A bet on one open race (made on first use) with runner 9 scratched. */
export const bet = (who: (ctx: Ctx) => Player, fields: Record<string, unknown>): Ask => {
	let race: ReturnType<typeof makeRace> | undefined;
	return async (h, headers, ctx) => {
		race ??= makeRace(h, { scratched: [9] });
		const body = betBody(await race, fields);
		return h.call('POST', '/api/order/place-order', {
			token: who(ctx).access_token,
			headers: { ...headers, 'Idempotency-Key': key() },
			body,
		});
	};
};

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SmsConfig } from '../../../server/config-providers.ts';
import type { Logger } from '../../../server/deps.ts';
import { createHttpSmsSender } from '../../../server/providers/http-sms-sender.ts';
import { smsCodeSender } from '../../../server/providers/sms-sender.ts';
import { type FakeGateway, fakeGateway } from '../support/fake-gateway.ts';
import { type Harness, harness } from '../support/harness.ts';

const KEY = 'sk_test_very_secret_key';
const PHONE = '+85291234567';

function recordingLogger() {
	const lines: string[] = [];
	const logger: Logger = {
		info: (msg, fields) => void lines.push(JSON.stringify({ msg, ...fields })),
		warn: (msg, fields) => void lines.push(JSON.stringify({ msg, ...fields })),
		error: (msg, fields) => void lines.push(JSON.stringify({ msg, ...fields })),
	};
	return { lines, logger };
}

const config = (url: string, timeoutMs = 2000): SmsConfig => ({ url, apiKey: KEY, senderId: 'HorseClub', timeoutMs });

type Ctx = { g: FakeGateway };
const adapter = suite<Ctx>('SMS: the HTTP gateway adapter against a local fake gateway', {} as Ctx);
adapter.before(async (ctx) => {
	ctx.g = await fakeGateway();
});
adapter.after(({ g }) => g.close());

adapter('a text goes out as a JSON POST with the bearer key, and the gateway id comes back', async ({ g }) => {
	g.answer(() => ({ status: 202, body: { id: 'msg_42' } }));
	const sms = createHttpSmsSender(config(`${g.url}/v1/messages`), recordingLogger().logger);
	const result = await sms.send(PHONE, 'hello 123456');
	assert.equal(result, { ok: true, messageId: 'msg_42' });
	const sent = g.received.at(-1)!;
	assert.is(sent.method, 'POST');
	assert.is(sent.path, '/v1/messages');
	assert.is(sent.headers.authorization, `Bearer ${KEY}`);
	assert.match(String(sent.headers['content-type']), /application\/json/);
	assert.equal(sent.body, { from: 'HorseClub', to: PHONE, text: 'hello 123456' });
});

adapter('a gateway error is a failure the caller can tell apart', async ({ g }) => {
	const sms = createHttpSmsSender(config(g.url), recordingLogger().logger);
	const cases: [number, unknown, string][] = [
		[503, { error: { code: 'busy' } }, 'unavailable'],
		[500, 'not json', 'unavailable'],
		[429, {}, 'unavailable'],
		[400, { error: { code: 'invalid_phone' } }, 'invalid_phone'],
		[401, { error: { code: 'bad_key' } }, 'rejected'],
	];
	for (const [status, body, failure] of cases) {
		g.answer(() => ({ status, body }));
		assert.equal(await sms.send(PHONE, 'x'), { ok: false, failure, status }, `gateway ${status}`);
	}
});

adapter('a gateway that does not answer times out at the deadline', async ({ g }) => {
	g.answer(() => 'hang');
	const sms = createHttpSmsSender(config(g.url, 300), recordingLogger().logger);
	const started = Date.now();
	const result = await sms.send(PHONE, 'x');
	const took = Date.now() - started;
	assert.equal(result, { ok: false, failure: 'timeout', status: null });
	assert.ok(took >= 250 && took < 3000, `gave up after ${took} ms`);
});

adapter('a gateway that cannot be reached is unavailable', async () => {
	const closed = await fakeGateway();
	await closed.close();
	const sms = createHttpSmsSender(config(closed.url), recordingLogger().logger);
	assert.equal(await sms.send(PHONE, 'x'), { ok: false, failure: 'unavailable', status: null });
});

adapter('the log never holds the key, the text or the whole phone number', async ({ g }) => {
	const { lines, logger } = recordingLogger();
	const sms = createHttpSmsSender(config(g.url), logger);
	g.answer(() => ({ status: 200, body: { id: 'm' } }));
	await sms.send(PHONE, 'Horse Club code: 654321');
	g.answer(() => ({ status: 500 }));
	await sms.send(PHONE, 'Horse Club code: 654321');
	assert.is(lines.length, 2);
	const log = lines.join('\n');
	for (const secret of [KEY, '654321', PHONE, '91234567']) assert.not.ok(log.includes(secret), `log shows ${secret}`);
	assert.match(log, /"\+852\*\*\*\*67"/);
});

adapter.run();

// ---

type Reg = { g: FakeGateway; h: Harness };
const codes = suite<Reg>('SMS: registration codes go through the provider', {} as Reg);
codes.before(async (ctx) => {
	ctx.g = await fakeGateway();
	ctx.h = await harness({
		rateLimits: { signin: 100, register: 100, sendCode: 2, changePassword: 100, windowSeconds: 900 },
	});
	ctx.h.deps.sendCode = smsCodeSender(createHttpSmsSender(config(ctx.g.url, 300), recordingLogger().logger), 10);
});
// every test starts in a fresh rate-limit window: the address bucket is shared by all of them
codes.before.each(({ h }) => h.clock.advance(900_000));
codes.after(async ({ g, h }) => {
	await g.close();
	await h.close();
});

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

codes('the code is texted in the language the player reads, and it registers them', async ({ g, h }) => {
	g.answer(() => ({ status: 200, body: { id: 'm1' } }));
	const phone = '+85261110001';
	const sent = await h.call('POST', '/api/user/send_code', {
		body: { phone },
		headers: { 'Accept-Language': 'zh-CN,zh;q=0.9,en;q=0.8' },
	});
	assert.is(sent.status, 200, sent.body.message);
	const text: string = g.received.at(-1)!.body.text;
	assert.match(text, /验证码/);
	assert.match(text, /10 分钟/);
	const reply = await h.call('POST', '/api/user/register', {
		body: {
			...sent.body.data,
			phone,
			code: codeIn(text),
			user_name: 'texted_player',
			password: 'correct horse 1',
			device_id: 'sms-test',
		},
	});
	assert.is(reply.status, 200, reply.body.message);
	const english = await h.call('POST', '/api/user/send_code', { body: { phone: '+85261110002' } });
	assert.is(english.status, 200);
	assert.match(g.received.at(-1)!.body.text, /^Horse Club code: \d{6}\. It expires in 10 minutes\./);
});

codes('a failed send is refused clearly, leaves no usable code and does not use up the quota', async ({ g, h }) => {
	const phone = '+85261110003';
	g.answer(() => ({ status: 503, body: {} }));
	// the limit is 2 per phone: three failures in a row must not lock the player out
	for (let i = 0; i < 3; i++) {
		const failed = await h.call('POST', '/api/user/send_code', { body: { phone } });
		assert.equal(
			[failed.status, failed.body.message],
			[503, 'The code could not be sent right now; please try again in a minute'],
			`attempt ${i + 1}`,
		);
	}
	const left = await h.db.query('SELECT 1 FROM verifications WHERE phone = $1', [phone]);
	assert.is(left.rows.length, 0, 'a code that never left is not kept');
	g.answer(() => 'hang');
	const timedOut = await h.call('POST', '/api/user/send_code', { body: { phone } });
	assert.is(timedOut.status, 503, 'a gateway timeout is refused the same way');
	g.answer(() => ({ status: 200, body: { id: 'm2' } }));
	assert.is((await h.call('POST', '/api/user/send_code', { body: { phone } })).status, 200, 'first real send');
	assert.is((await h.call('POST', '/api/user/send_code', { body: { phone } })).status, 200, 'second real send');
	const over = await h.call('POST', '/api/user/send_code', { body: { phone } });
	assert.is(over.status, 429, 'codes that did go out still count');
});

codes('a number the gateway refuses is a 400 the player can act on', async ({ g, h }) => {
	g.answer(() => ({ status: 422, body: { error: { code: 'invalid_phone' } } }));
	const r = await h.call('POST', '/api/user/send_code', { body: { phone: '+85261110004' } });
	assert.equal([r.status, r.body.message], [400, 'This phone number cannot receive text messages; please check it']);
});

codes.run();

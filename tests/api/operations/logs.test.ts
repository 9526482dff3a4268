// Request ids, the access log and security events.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Logger } from '../../../server/deps.ts';
import { harness } from '../support/harness.ts';
import { registerPlayer } from '../support/players.ts';

function recording(): Logger & { lines: Record<string, unknown>[] } {
	const lines: Record<string, unknown>[] = [];
	const log = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
		void lines.push({ level, msg, ...fields });
	return { lines, info: log('info'), warn: log('warn'), error: log('error') };
}

const logs = suite('request ids, the access log and security events');

logs(
	'every page and every API refusal carries a request id; X-Request-Id is taken only from a trusted proxy',
	async () => {
		const h = await harness();
		try {
			const own = await h.call('GET', '/healthz', { headers: { 'x-request-id': 'from-anyone' } });
			assert.match(own.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/, 'an untrusted id is replaced');
			h.deps.config.trustProxy = 1;
			const proxied = await h.call('GET', '/healthz', { headers: { 'x-request-id': 'edge-42' } });
			assert.is(proxied.headers.get('x-request-id'), 'edge-42');
			const bad = await h.call('GET', '/healthz', { headers: { 'x-request-id': 'bad id / with spaces' } });
			assert.is.not(bad.headers.get('x-request-id'), 'bad id / with spaces');
			// an API refusal names its id for a support report; an API reply that went well spends no bytes on one
			const refused = await h.call('GET', '/api/user/balance');
			assert.is(refused.status, 401);
			assert.match(refused.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
			const fine = await h.call('GET', '/api/taxrate/tax-rate');
			assert.is(fine.status, 200);
			assert.is(fine.headers.get('x-request-id'), null);
		} finally {
			await h.close();
		}
	},
);

logs('one access line per request with method, route, status and ms, and never a token', async () => {
	const logger = recording();
	const h = await harness({}, { logger });
	try {
		const player = await registerPlayer(h);
		logger.lines.length = 0;
		await h.call('GET', `/api/user/balance?token=${player.access_token}`, { token: player.access_token });
		const access = logger.lines.filter((l) => l.msg === 'request');
		assert.is(access.length, 1, 'exactly one access line');
		const line = access[0]!;
		assert.is(line.method, 'GET');
		assert.is(line.route, '/api/user/balance');
		assert.is(line.status, 200);
		assert.type(line.ms, 'number');
		assert.type(line.request_id, 'string');
		assert.not.ok(JSON.stringify(logger.lines).includes(player.access_token), 'a token reached the log');
	} finally {
		await h.close();
	}
});

logs(
	'sign-in failures, limiter hits, refresh-token reuse and a wrong operator token are logged as security events',
	async () => {
		const logger = recording();
		const h = await harness(
			{ rateLimits: { signin: 1000, register: 1000, sendCode: 1, changePassword: 1000, windowSeconds: 900 } },
			{ logger },
		);
		try {
			const player = await registerPlayer(h);
			const events = () => logger.lines.filter((l) => l.msg === 'security').map((l) => l.event);
			await h.call('POST', '/api/user/signin', {
				body: { user_name: player.user_name, password: 'wrong password', device_id: 'd' },
			});
			const failed = logger.lines.find((l) => l.event === 'signin_failed');
			assert.ok(failed, `no sign-in failure logged: ${events()}`);
			assert.is(failed.user_name, player.user_name);
			assert.not.ok(JSON.stringify(logger.lines).includes('wrong password'), 'a password reached the log');
			for (let i = 0; i < 3; i++) await h.call('POST', '/api/user/send_code', { body: { phone: '+85291119999' } });
			assert.ok(events().includes('limiter_hit'), `no limiter hit logged: ${events()}`);
			const first = await h.call('POST', '/api/user/refresh_token', { body: { refresh_token: player.refresh_token } });
			assert.is(first.status, 200);
			h.clock.advance(3600_000);
			await h.call('POST', '/api/user/refresh_token', { body: { refresh_token: player.refresh_token } });
			assert.ok(events().includes('refresh_reuse'), `no refresh reuse logged: ${events()}`);
			await h.call('POST', '/api/admin/run', {
				body: { operator: 'x', argv: ['help'] },
				headers: { authorization: 'Bearer nope' },
			});
			assert.ok(events().includes('operator_token_wrong'), `no wrong operator token logged: ${events()}`);
		} finally {
			await h.close();
		}
	},
);

logs.run();

// /api/admin/run: the operator CLI's way in while a server holds the data dir.
// The bearer token is in DATA_DIR/operator-token, readable only on the server's file system.
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { DomainError } from '../domain/errors.ts';
import { sha256 } from '../domain/tokens.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ok } from '../http/envelope.ts';
import { rule } from '../http/rules.ts';
import { body } from '../http/validate.ts';
import { runCommand } from '../operator/commands.ts';

const Run = v.strictObject({
	operator: v.pipe(v.string(), v.regex(/^[\w.@-]{1,64}$/, rule('field_short_name'))),
	argv: v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(20)),
});

export const adminRoutes = new Hono<AppEnv>().post('/run', async (c) => {
	const expected = c.get('deps').secrets.operatorTokenHash;
	const given = sha256((c.req.header('authorization') ?? '').replace(/^Bearer /, ''));
	if (!expected || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
		throw new DomainError('operator_token_required');
	}
	const input = await body(c, Run);
	// the command's name, not its arguments (they may hold a player's details):
	c.get('deps').logger.info('operator command', {
		request_id: c.get('requestId'),
		operator: input.operator,
		command: input.argv[0] ?? null,
	});
	return ok(c, await runCommand(c.get('deps'), input.operator, input.argv));
});

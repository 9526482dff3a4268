// A reply's `data` checked against what the app reads of it, where it arrives: a list's entry that does not fit is
// dropped, not the list, and each drop or refusal is logged with the route, the field and the reason.
import { check, type GenericSchema, pipe, safeParse, unknown } from 'valibot';
import type { Logger } from '../lib/logger.ts';

/** An id the spec gives no type: a number or a text, as the server sends it. */
export const id = pipe(
	unknown(),
	check((v) => typeof v === 'number' || (typeof v === 'string' && v !== '')),
);

/** The reply's data as the app reads it, or null when it cannot be read at all. */
export function checkReply(
	route: string,
	schema: GenericSchema,
	data: unknown,
	logger: Logger,
): { output: unknown } | null {
	for (;;) {
		const checked = safeParse(schema, data);
		if (checked.success) return { output: checked.output };
		const { path = [], message } = checked.issues[0];
		const problem = `${path.map((p) => p.key).join('.')}: ${message}`;
		// the innermost list entry the problem is in goes, and the rest is checked again; outside any list, all goes
		const entry = path.filter((p) => p.type === 'array').pop();
		if (!entry) {
			logger.error(`reply to ${route} refused, ${problem}`);
			return null;
		}
		logger.warn(`reply to ${route}: entry dropped, ${problem}`);
		(entry.input as unknown[]).splice(entry.key as number, 1);
	}
}

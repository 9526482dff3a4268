// A reply's `data` checked against what the app reads of it, where it arrives: a list's bad entry is dropped, not
// the list, and each drop or refusal is logged with the route, the field and the reason.
import { array, check, type GenericSchema, type InferOutput, pipe, safeParse, transform, unknown } from 'valibot';
import type { Logger } from '../lib/logger.ts';

type Issues = readonly { message: string; path?: readonly { key: unknown }[] }[];

/** Where the first problem is and what it is: `race_id: Invalid type: Expected number but received "R1"`. */
const problem = (issues: Issues, at: string[] = []) =>
	`${[...at, ...(issues[0]?.path?.map((p) => String(p.key)) ?? [])].join('.')}: ${issues[0]?.message}`;

// the entries dropped while one reply is checked; checking is synchronous, so one list serves every reply
let dropped: string[] = [];

/** A list whose entries that do not fit are dropped (and logged by checkReply); `name` is its field. */
export const entries = <T extends GenericSchema>(item: T, name: string) =>
	pipe(
		array(unknown()),
		transform((list) =>
			list.flatMap((entry, i) => {
				const checked = safeParse(item, entry);
				if (checked.success) return [checked.output as InferOutput<T>];
				dropped.push(problem(checked.issues, [name, String(i)]));
				return [];
			}),
		),
	);

/** An id the spec gives no type: a number or a text, as the server sends it (JSON has no NaN to refuse). */
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
	dropped = [];
	const checked = safeParse(schema, data);
	for (const entry of dropped) logger.warn(`reply to ${route}: entry dropped, ${entry}`);
	if (checked.success) return { output: checked.output };
	logger.error(`reply to ${route} refused, ${problem(checked.issues)}`);
	return null;
}

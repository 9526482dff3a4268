// The trader's race routes: a day's races and one race's card.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DomainError } from '../../domain/errors.ts';
import { traderCard, traderDay } from '../../domain/staff/races.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { rule } from '../../http/rules.ts';
import { staffRole, staffSession } from '../../http/staff-auth.ts';
import { query } from '../../http/validate.ts';
import { idParam } from './fields.ts';

const Day = v.strictObject({ day: v.pipe(v.string(), v.isoDate(rule('field_date'))) });

export const staffRaceRoutes = new Hono<AppEnv>()
	.use(staffSession, staffRole('trader'))
	.get('/', async (c) => ok(c, { list: await traderDay(c.get('deps').db, query(c, Day).day) }))
	.get('/:id', async (c) => {
		const card = await traderCard(c.get('deps').db, idParam(c));
		if (!card) throw new DomainError('race_not_found');
		return ok(c, card);
	});

// Safer play's replies: the settings with each limit's use, the signed-in devices, monthly activity, this session.
import { array, boolean, looseObject, nullable, nullish, number, string } from 'valibot';
import { amount, when } from './common.ts';

const limit = looseObject({
	amount: nullable(amount),
	used: nullish(amount),
	pending: nullish(looseObject({ amount: nullable(amount), effective_at: when })),
});

export const saferSettingsShape = looseObject({
	limits: looseObject({
		deposit: looseObject({ day: limit, week: limit, month: limit }),
		bet: looseObject({ day: limit, per_bet: limit }),
	}),
	self_excluded_until: nullable(when),
	reality_check_minutes: number(),
	cooling_off_days: number(),
});

export const devicesShape = looseObject({
	list: array(
		looseObject({
			session_id: string(),
			device_id: string(),
			browser: nullish(string()),
			os: nullish(string()),
			created_at: when,
			last_seen_at: when,
			current: boolean(),
		}),
	),
});

export const activityShape = looseObject({
	list: array(looseObject({ month: string(), deposits: amount, withdrawals: amount, stakes: amount, returns: amount })),
});

export const sessionSummaryShape = looseObject({ started_at: when, seconds_played: amount, net: amount });

// Settings from the environment: unset or empty takes the default (from settings.ts unless the caller works one
// out); anything else must be valid, and an error names the variable, so an operator knows which line to fix.
import { SETTINGS, type SettingName } from './settings.ts';

type Env = NodeJS.ProcessEnv;

function defaultOf(name: SettingName): number {
	const value = SETTINGS[name].default;
	if (typeof value !== 'number') throw new Error(`${name} has no number default in settings.ts`);
	return value;
}

export class ConfigError extends Error {
	constructor(
		readonly variable: SettingName | string,
		problem: string,
	) {
		super(`${variable} ${problem}`);
	}
}

export function num(env: Env, name: SettingName, fallback = defaultOf(name)): number {
	const value = env[name];
	if (value === undefined || value === '') return fallback;
	const n = Number(value);
	if (!Number.isFinite(n)) throw new ConfigError(name, `must be a number, not ${JSON.stringify(value)}`);
	return n;
}

/** A whole number from `min` to `max`. */
export function whole(env: Env, name: SettingName, min = 0, max = Number.MAX_SAFE_INTEGER, fallback?: number): number {
	const value = env[name];
	const n = value === undefined || value === '' ? (fallback ?? defaultOf(name)) : Number(value);
	if (!Number.isInteger(n) || n < min || n > max)
		throw new ConfigError(name, `must be a whole number from ${min} to ${max}, not ${JSON.stringify(env[name])}`);
	return n;
}

/** 0/1 (also false/true, no/yes, off/on). */
export function flag(env: Env, name: SettingName, fallback: boolean): boolean {
	const value = env[name]?.toLowerCase();
	if (value === undefined || value === '') return fallback;
	if (['1', 'true', 'yes', 'on'].includes(value)) return true;
	if (['0', 'false', 'no', 'off'].includes(value)) return false;
	throw new ConfigError(name, `must be 1 or 0, not ${JSON.stringify(env[name])}`);
}

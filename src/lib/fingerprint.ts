// A device id for sign-in: a hash of stable browser traits plus a random persisted salt, made once and cached.
import type { KeyValueStorage } from './storage.ts';

const KEY = 'device_id';
const SALT_KEY = 'device_salt';

export interface FingerprintDeps {
	storage: KeyValueStorage;
	navigator?: Partial<Pick<Navigator, 'userAgent' | 'language' | 'languages' | 'hardwareConcurrency' | 'platform'>>;
	screen?: Partial<Pick<Screen, 'width' | 'height' | 'colorDepth'>>;
	/** The device's zone, or how to read it: read only when an id has to be made, not on every start that has one. */
	timeZone?: string | (() => string);
	subtle?: Pick<SubtleCrypto, 'digest'> | null;
	random?: () => string;
}

/** FNV-1a, used only where crypto.subtle is missing (plain-http pages are not a secure context). */
function fnv(text: string): string {
	let out = '';
	for (const seed of [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]) {
		let h = seed;
		for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
		out += (h >>> 0).toString(16).padStart(8, '0');
	}
	return out;
}

async function sha256(subtle: FingerprintDeps['subtle'], text: string): Promise<string> {
	if (!subtle) return fnv(text);
	try {
		const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
		return Array.from(bytes.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
	} catch {
		return fnv(text);
	}
}

const randomSalt = () =>
	globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

export function createDeviceId(deps: FingerprintDeps) {
	let cached: Promise<string> | null = null;
	async function compute(): Promise<string> {
		const stored = deps.storage.get(KEY);
		if (stored) return stored;
		let salt = deps.storage.get(SALT_KEY);
		if (!salt) {
			salt = (deps.random ?? randomSalt)();
			deps.storage.set(SALT_KEY, salt);
		}
		const nav = deps.navigator ?? {};
		const scr = deps.screen ?? {};
		const traits = [
			nav.userAgent,
			nav.language,
			nav.languages?.join(','),
			nav.hardwareConcurrency,
			nav.platform,
			scr.width && scr.height ? `${Math.max(scr.width, scr.height)}x${Math.min(scr.width, scr.height)}` : '',
			scr.colorDepth,
			typeof deps.timeZone === 'function' ? deps.timeZone() : deps.timeZone,
			salt,
		].join('|');
		const id = await sha256(deps.subtle, traits);
		deps.storage.set(KEY, id);
		return id;
	}
	/** The id, computed on the first read and then served from memory and storage. */
	return () => {
		cached ??= compute();
		return cached;
	};
}

/**
 * The device's zone as its UTC offsets in January and in July (standard and summer time), from the Date alone: the
 * zone's name needs the page's first Intl formatter, which loads the browser's locale data in one long task on a
 * budget phone, and the persisted salt already keeps two devices apart.
 */
function deviceZone(): string {
	const year = new Date().getFullYear();
	return `${new Date(year, 0, 1).getTimezoneOffset()}/${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/** The page's own traits, the zone read only when an id is made. */
export function browserTraits(): Omit<FingerprintDeps, 'storage'> {
	const g = globalThis as Partial<typeof globalThis>;
	return { navigator: g.navigator, screen: g.screen, timeZone: deviceZone, subtle: g.crypto?.subtle ?? null };
}

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserTraits, createDeviceId } from '../../../src/lib/fingerprint.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';

const traits = {
	navigator: { userAgent: 'Test/1.0', language: 'en', languages: ['en'], hardwareConcurrency: 4, platform: 'Linux' },
	screen: { width: 390, height: 844, colorDepth: 24 },
	timeZone: 'UTC',
};

function countingSubtle() {
	const subtle = {
		calls: 0,
		digest(algorithm: AlgorithmIdentifier, data: BufferSource) {
			subtle.calls++;
			return crypto.subtle.digest(algorithm, data);
		},
	};
	return subtle;
}

// ---
const Fingerprint = suite('device id');

Fingerprint('is computed on the first read and cached after', async () => {
	const subtle = countingSubtle();
	const backing = memoryBacking();
	const read = createDeviceId({ storage: createStorage(backing), subtle, random: () => 'salt', ...traits });
	const [a, b] = await Promise.all([read(), read()]);
	assert.is(a, b);
	assert.is(await read(), a);
	assert.is(subtle.calls, 1, 'hashed more than once');
	assert.match(a, /^[0-9a-f]{32}$/);
	assert.is(backing.map.get('device_id'), a, 'not persisted');
});

Fingerprint('a stored id is reused without hashing again', async () => {
	const subtle = countingSubtle();
	const read = createDeviceId({ storage: createStorage(memoryBacking({ device_id: 'kept' })), subtle, ...traits });
	assert.is(await read(), 'kept');
	assert.is(subtle.calls, 0);
});

Fingerprint('the zone is read only when an id has to be made, never for a stored one', async () => {
	let zoneReads = 0;
	const timeZone = () => {
		zoneReads++;
		return 'Asia/Hong_Kong';
	};
	const stored = createDeviceId({ storage: createStorage(memoryBacking({ device_id: 'kept' })), ...traits, timeZone });
	assert.is(await stored(), 'kept');
	assert.is(zoneReads, 0, 'a stored id read the zone');
	const fresh = createDeviceId({ storage: createStorage(memoryBacking()), random: () => 'salt', ...traits, timeZone });
	const byName = createDeviceId({
		storage: createStorage(memoryBacking()),
		random: () => 'salt',
		...traits,
		timeZone: 'Asia/Hong_Kong',
	});
	assert.is(await fresh(), await byName(), 'the zone read lazily gave another id than the zone given');
	assert.is(zoneReads, 1);
});

Fingerprint("the browser's zone is its offsets from the Date, with no Intl formatter", () => {
	const { DateTimeFormat } = Intl;
	let formatters = 0;
	// counts both ways of making one (`new` would throw on an arrow, which fails the test as well):
	Intl.DateTimeFormat = ((...args: ConstructorParameters<typeof DateTimeFormat>) => {
		formatters++;
		return new DateTimeFormat(...args);
	}) as typeof DateTimeFormat;
	try {
		const zone = browserTraits().timeZone;
		assert.type(zone, 'function');
		const year = new Date().getFullYear();
		const offsets = `${new Date(year, 0, 1).getTimezoneOffset()}/${new Date(year, 6, 1).getTimezoneOffset()}`;
		assert.is((zone as () => string)(), offsets);
		assert.is(formatters, 0, 'an Intl formatter was made');
	} finally {
		Intl.DateTimeFormat = DateTimeFormat;
	}
});

Fingerprint('the random salt keeps two identical browsers apart', async () => {
	const one = createDeviceId({
		storage: createStorage(memoryBacking()),
		subtle: crypto.subtle,
		random: () => 's1',
		...traits,
	});
	const two = createDeviceId({
		storage: createStorage(memoryBacking()),
		subtle: crypto.subtle,
		random: () => 's2',
		...traits,
	});
	assert.is.not(await one(), await two());
});

Fingerprint('falls back to a plain hash without crypto.subtle', async () => {
	const read = createDeviceId({
		storage: createStorage(memoryBacking()),
		subtle: null,
		random: () => 'salt',
		...traits,
	});
	assert.match(await read(), /^[0-9a-f]{32}$/);
});

Fingerprint('falls back when digest throws', async () => {
	const subtle = { digest: () => Promise.reject(new Error('not allowed')) };
	const read = createDeviceId({ storage: createStorage(memoryBacking()), subtle, random: () => 'salt', ...traits });
	assert.match(await read(), /^[0-9a-f]{32}$/);
});

Fingerprint.run();

// ---
const Storage = suite('safe storage');

Storage('reads, writes and removes through the backing store', () => {
	const backing = memoryBacking();
	const storage = createStorage(backing);
	storage.set('a', '1');
	assert.is(backing.map.get('a'), '1');
	assert.is(storage.get('a'), '1');
	storage.set('a', null);
	assert.is(backing.map.has('a'), false);
});

Storage('keeps working in memory when the backing store throws', () => {
	const broken = {
		getItem: () => {
			throw new Error('denied');
		},
		setItem: () => {
			throw new DOMException('full', 'QuotaExceededError');
		},
		removeItem: () => {
			throw new Error('denied');
		},
	};
	const storage = createStorage(broken);
	storage.set('token', 't');
	assert.is(storage.get('token'), 't');
	storage.set('token', null);
	assert.is(storage.get('token'), null);
});

Storage('works with no backing store at all', () => {
	const storage = createStorage(null);
	storage.set('x', 'y');
	assert.is(storage.get('x'), 'y');
});

Storage.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Policy, waitSeconds } from '../../../server/domain/sign-in-throttle.ts';
import { forwardedFor } from '../../../server/http/client-ip.ts';

const Address = suite('the caller address behind proxies');

Address('hop counts read X-Forwarded-For from the right, and never past its start', () => {
	const cases: [string | undefined, number, string][] = [
		['1.1.1.1', 0, 'socket'],
		[undefined, 2, 'socket'],
		['1.1.1.1', 1, '1.1.1.1'],
		['forged, 2.2.2.2', 1, '2.2.2.2'],
		['forged, 2.2.2.2, 3.3.3.3', 2, '2.2.2.2'],
		[' 4.4.4.4 ,5.5.5.5 ', 2, '4.4.4.4'],
		['6.6.6.6', 3, '6.6.6.6'],
		['', 1, 'socket'],
		['2001:db8::1, ::ffff:10.0.0.1', 1, '::ffff:10.0.0.1'],
	];
	for (const [header, hops, expected] of cases)
		assert.is(forwardedFor('socket', header, hops), expected, `${header} with ${hops} hops`);
});

Address.run();

// ---

const Wait = suite('how long a sign-in bucket makes the next attempt wait');
const at = (s: number) => new Date(Date.UTC(2025, 0, 1) + s * 1000);
const delay: Policy = { kind: 'delay', free: 5, maxSeconds: 60 };
const cap: Policy = { kind: 'cap', limit: 20 };

Wait('a name waits 1, 2, 4 ... s after its free failures, at most the cap, less the time already passed', () => {
	const table: [number, number, number][] = [
		// failures, seconds since the last one, expected wait
		[0, 0, 0],
		[4, 0, 0],
		[5, 0, 1],
		[6, 0, 2],
		[10, 0, 32],
		[11, 0, 60],
		[1000, 0, 60],
		[10, 30, 2],
		[10, 32, 0],
		[1000, 899, 0],
	];
	for (const [failures, since, expected] of table)
		assert.is(
			waitSeconds(delay, { failures, last: at(0) }, at(since), 900),
			expected,
			`${failures} failures, ${since} s`,
		);
});

Wait('an address over its cap waits out the window from its last failure; nothing counted means no wait', () => {
	assert.is(waitSeconds(cap, { failures: 19, last: at(0) }, at(1), 900), 0);
	assert.is(waitSeconds(cap, { failures: 20, last: at(0) }, at(100), 900), 800);
	assert.is(waitSeconds(cap, { failures: 20, last: at(0) }, at(900), 900), 0);
	assert.is(waitSeconds(cap, undefined, at(0), 900), 0);
	assert.is(waitSeconds(delay, undefined, at(0), 900), 0);
});

Wait.run();

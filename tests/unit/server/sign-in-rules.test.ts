import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Policy, waitSeconds } from '../../../server/domain/sign-in-throttle.ts';
import { forwardedFor, parseTrustProxy } from '../../../server/http/trusted-proxies.ts';

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

Address('a list of proxies peels only what they appended, and only entries that are IP addresses', () => {
	const list = parseTrustProxy('10.0.0.0/8, 192.0.2.7, fd00::/8');
	const cases: [string, string | undefined, string][] = [
		// no proxy in front: the forged header is ignored
		['203.0.113.9', '1.2.3.4', '203.0.113.9'],
		['10.1.2.3', '198.51.100.4', '198.51.100.4'],
		['::ffff:10.1.2.3', '198.51.100.4', '198.51.100.4'],
		// two of ours, then the client; what the client wrote further left is not believed
		['10.1.2.3', '6.6.6.6, 198.51.100.4, 192.0.2.7', '198.51.100.4'],
		['fd00::1', '2001:db8::5', '2001:db8::5'],
		// a forwarded value that is no address: the proxy that passed it on is the caller
		['10.1.2.3', 'x'.repeat(2048), '10.1.2.3'],
		['10.1.2.3', '198.51.100.4, <script>, 10.9.9.9', '10.9.9.9'],
		['10.1.2.3', ', ,', '10.1.2.3'],
	];
	for (const [socket, header, expected] of cases)
		assert.is(forwardedFor(socket, header, list), expected, `${header} via ${socket}`);
});

Address('a hop count stops at a forwarded value that is no address', () => {
	assert.is(forwardedFor('10.0.0.1', '1.1.1.1, junk', 2), '10.0.0.1');
	assert.is(forwardedFor('10.0.0.1', 'junk, 2.2.2.2', 2), '2.2.2.2');
});

Address('TRUST_PROXY is a hop count or addresses and CIDRs; anything else stops the start', () => {
	assert.is(parseTrustProxy(undefined), 0);
	assert.is(parseTrustProxy('2'), 2);
	assert.equal(parseTrustProxy('10.0.0.1,fd00::/8'), ['10.0.0.1', 'fd00::/8']);
	for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.internal', '::1/129', '-1'])
		assert.throws(() => parseTrustProxy(bad), /invalid TRUST_PROXY entry/, bad);
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

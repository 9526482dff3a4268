import { createHmac } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { signPayload, verifySignature } from '../../../server/providers/webhook-signature.ts';

const SECRET = 'whsec_unit_test_secret';
const BODY = '{"id":"evt_1","type":"checkout.completed"}';
const AT = new Date('2025-09-13T08:00:00Z');
const SECONDS = AT.getTime() / 1000;

const signature = suite('webhook signatures: HMAC-SHA256 over t.body');

signature('the header is t=<seconds>,v1=<hex of HMAC-SHA256 over "seconds.body">', () => {
	const expected = createHmac('sha256', SECRET).update(`${SECONDS}.${BODY}`).digest('hex');
	assert.is(signPayload(SECRET, BODY, AT), `t=${SECONDS},v1=${expected}`);
});

signature('a signature from the same secret over the same body verifies', () => {
	assert.equal(verifySignature(SECRET, BODY, signPayload(SECRET, BODY, AT), AT), { ok: true });
});

signature('another secret, another body or another timestamp does not', () => {
	const header = signPayload(SECRET, BODY, AT);
	assert.equal(verifySignature('other', BODY, header, AT), { ok: false, reason: 'mismatch' });
	assert.equal(verifySignature(SECRET, `${BODY} `, header, AT), { ok: false, reason: 'mismatch' });
	const moved = header.replace(`t=${SECONDS}`, `t=${SECONDS + 1}`);
	assert.equal(verifySignature(SECRET, BODY, moved, AT), { ok: false, reason: 'mismatch' });
});

signature('five minutes either way is the limit', () => {
	const header = signPayload(SECRET, BODY, AT);
	const after = (s: number) => new Date(AT.getTime() + s * 1000);
	assert.ok(verifySignature(SECRET, BODY, header, after(300)).ok);
	assert.equal(verifySignature(SECRET, BODY, header, after(301)), { ok: false, reason: 'stale' });
	assert.ok(verifySignature(SECRET, BODY, header, after(-300)).ok);
	assert.equal(verifySignature(SECRET, BODY, header, after(-301)), { ok: false, reason: 'stale' });
});

signature('any one of several v1 values may match (secret rotation)', () => {
	const good = signPayload(SECRET, BODY, AT).split('v1=')[1];
	const header = `t=${SECONDS},v1=${'0'.repeat(64)},v1=${good}`;
	assert.ok(verifySignature(SECRET, BODY, header, AT).ok);
});

signature('a missing or malformed header is told apart from a wrong one', () => {
	assert.equal(verifySignature(SECRET, BODY, undefined, AT), { ok: false, reason: 'missing' });
	for (const header of ['', 'v1=abc', `t=${SECONDS}`, `t=soon,v1=${'a'.repeat(64)}`, `t=${SECONDS},v1=XYZ`]) {
		const r = verifySignature(SECRET, BODY, header, AT);
		assert.equal(r, { ok: false, reason: header ? 'malformed' : 'missing' }, header);
	}
});

signature.run();

// Which connection gives way when an address is at its cap.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { victim } from '../../../server/http/address-cap.ts';

const socket = {} as Socket;
const idle = (since: number) => ({ socket, since });
const sending = (since: number, complete: boolean) => ({
	socket,
	since,
	request: { complete } as IncomingMessage,
});
// replies begun at or before this count as long ones (live streams):
const LONG = 10;

const v = suite('the connection that gives way at the cap');

v('the one idle (or sending its headers) the longest, before any that is sending its body', () => {
	const held = [sending(1, false), idle(15), idle(13), sending(2, true)];
	assert.equal(victim(held, LONG), { held: held[2], kind: 'idle' });
});

v('with none idle, the one slowest to send its body', () => {
	const held = [sending(14, false), sending(12, false), sending(1, true)];
	assert.equal(victim(held, LONG), { held: held[1], kind: 'slow body' });
});

v('with every request in, the oldest reply running past the request timeout', () => {
	const held = [sending(9, true), sending(3, true), sending(12, true)];
	assert.equal(victim(held, LONG), { held: held[1], kind: 'long reply' });
});

v('none when every one is a reply just begun', () => {
	assert.is(victim([sending(11, true), sending(12, true)], LONG), undefined);
});

v.run();

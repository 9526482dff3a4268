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

const v = suite('the connection that gives way at the cap');

v('the one idle (or sending its headers) the longest, before any that is sending its body', () => {
	const held = [sending(1, false), idle(5), idle(3), sending(2, true)];
	assert.is(victim(held), held[2]);
});

v('with none idle, the one slowest to send its body', () => {
	const held = [sending(4, false), sending(2, false), sending(1, true)];
	assert.is(victim(held), held[1]);
});

v('none when every one is being answered', () => {
	assert.is(victim([sending(1, true), sending(2, true)]), undefined);
});

v.run();

// A fresh sign-in seen from another tab write by write (localStorage arrives in another tab one write at a time):
// whatever that tab reads half-arrived, it never takes an access token with a refresh token or a name of another.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { envelope } from '../api/fakes.ts';
import { sessionSetup } from './setup.ts';

const OLD = { token: 'access-old', refresh_token: 'refresh-old', user_name: 'demo', user_id: '7' };

/** Every state of the shared storage another tab can read while the sign-in's writes arrive, in order. */
async function statesDuringSignIn(auth: object) {
	const { session, backing } = sessionSetup({ '/api/user/signin': () => envelope(200, auth) }, OLD);
	session.start();
	const states: Record<string, string>[] = [];
	const set = backing.setItem;
	backing.setItem = (k, v) => {
		set(k, v);
		states.push(Object.fromEntries(backing.map));
	};
	await session.signIn('demo', 'demo-pass-2025');
	return states;
}

/** The other tab, signed in as `OLD` before, whose old access token was just refused: what it takes from `state`. */
function otherTabAdopts(state: Record<string, string>) {
	const { session: tab, backing } = sessionSetup({}, OLD);
	tab.start();
	backing.map.clear();
	for (const [k, v] of Object.entries(state)) backing.map.set(k, v);
	const took = tab.adoptStored(OLD.token);
	return { took, token: tab.token.peek(), refresh: tab.refreshToken.peek() };
}

const Tabs = suite('a sign-in in one tab, read half-arrived in another');

Tabs('the same player signs in again: a tab that takes the new access token takes its refresh token too', async () => {
	const fresh = { access_token: 'access-new', refresh_token: 'refresh-new', user_name: 'demo', user_id: 7 };
	const states = await statesDuringSignIn(fresh);
	assert.ok(states.length >= 2, 'the sign-in wrote the pair');
	assert.equal(states.at(-1), { token: 'access-new', refresh_token: 'refresh-new', user_name: 'demo', user_id: '7' });
	for (const [i, state] of states.entries()) {
		const seen = otherTabAdopts(state);
		if (seen.took) assert.equal([seen.token, seen.refresh], ['access-new', 'refresh-new'], `after write ${i + 1}`);
		else assert.equal([seen.token, seen.refresh], ['access-old', 'refresh-old'], `after write ${i + 1}`);
	}
	assert.ok(otherTabAdopts(states.at(-1)!).took, 'the whole new pair, once in, is taken');
});

Tabs("another player signs in: a tab of the first never takes that player's tokens", async () => {
	const other = { access_token: 'access-rider', refresh_token: 'refresh-rider', user_name: 'rider', user_id: 9 };
	const states = await statesDuringSignIn(other);
	for (const [i, state] of states.entries()) {
		assert.not.ok(otherTabAdopts(state).took, `after write ${i + 1} the first player's tab took another's tokens`);
	}
});

Tabs.run();

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { deviceName } from '../../../server/domain/safer/device-name.ts';

const Name = suite('device name from the User-Agent a session signed in with');

// real User-Agent strings, each with the browser and system a player would call it by:
const AGENTS: [agent: string, browser: string | null, os: string | null][] = [
	[
		'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
		'Chrome',
		'Android',
	],
	[
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
		'Safari',
		'iOS',
	],
	[
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
		'Chrome',
		'iOS',
	],
	[
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
		'Edge',
		'Windows',
	],
	['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'macOS'],
	[
		'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
		'Samsung Internet',
		'Android',
	],
	[
		'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
		'Opera',
		'Linux',
	],
	[
		'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
		'Chrome',
		'ChromeOS',
	],
	[
		'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
		'Chrome',
		'Linux',
	],
	['curl/8.5.0', null, null],
];

Name('names the browser and the system players know it by', () => {
	for (const [agent, browser, os] of AGENTS) {
		assert.equal(deviceName(agent), { browser, os }, agent);
	}
});

Name('a session with no User-Agent has no name', () => {
	assert.equal(deviceName(null), { browser: null, os: null });
	assert.equal(deviceName(''), { browser: null, os: null });
});

Name.run();
